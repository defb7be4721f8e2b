import type { TraceEntry } from '../../actions/trace.ts';
import { offlineFormsRoot } from '../../forms/forms-root.ts';
import type { Deployment } from '../../lib/deployment.ts';
import { imageUrl } from '../../lib/image.ts';
import { carriedQuery } from '../../lib/query.ts';
import type { Host } from '../../platform/host.ts';
import { sharePayloadFrom, shareImageUrl } from '../../platform/share-payload.ts';
import type { PageModel } from '../../runtime/page-model.ts';
import type { ProvidedServices } from '../AppProviders.tsx';
import { simulatedPlatform } from './simulated-platform.ts';

/** The visit the phone frame simulates. */
export interface SimulatedVisit {
  page: PageModel;
  host: Host;
  loggedIn: boolean;
  /** The simulated address's query (without '?'). */
  search: string;
}

/** The visitor's id when the preview simulates a logged-in visit. */
export const PREVIEW_USER_ID = '10001';

/**
 * The services the phone frame renders a page with: each tap is resolved by the action engine in
 * the context a real tap would have on the simulated host (built as a real tap's, over the simulated
 * platform of that host, with the page's own share card) and recorded, never performed; forms are
 * offline (nothing pasted ever sends a sign-up); data blocks (live status) ask the gateway through
 * the frame's own client.
 */
export function frameServices(
  { page, host, loggedIn, search }: SimulatedVisit,
  {
    api,
    sources,
    config,
    origin,
    record,
  }: Pick<ProvidedServices, 'api' | 'sources'> & {
    config: Deployment;
    /** The site's origin, for the share card's link. */
    origin: string;
    record: (entry: TraceEntry) => void;
  },
): ProvidedServices {
  const platform = simulatedPlatform(host, search, config);
  const share = sharePayloadFrom(
    page.share,
    `${origin}/activity-page.html?${carriedQuery(search).toString()}`,
    page.share?.shareIcon ? imageUrl(page.share.shareIcon) : shareImageUrl('/'),
  );
  // The engine's own chunk, the one a real tap loads: its context and its resolve().
  const engine = import('../action-engine.ts').then(({ traceEngineFor }) =>
    traceEngineFor(
      {
        platform,
        page: () => ({
          pageId: page.id,
          pageName: page.name,
          ...(page.activeId ? { activeId: page.activeId } : {}),
        }),
        session: () =>
          loggedIn ? { loggedIn: true, userId: PREVIEW_USER_ID } : { loggedIn: false },
        share: () => share,
        ...(config.miniProgramAppId ? { miniProgramAppId: config.miniProgramAppId } : {}),
      },
      record,
    ),
  );
  return {
    api,
    dispatch: async (intent) => (await engine)(intent),
    forms: offlineFormsRoot(),
    sources,
  };
}
