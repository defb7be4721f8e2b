import { useCallback, useMemo, useState } from 'react';
import type { QueryParams } from '../lib/query.ts';
import type { Host } from '../platform/host.ts';
import { lazyRegistry, loadRenderers, type Registry } from '../registry/index.ts';
import { moduleKinds, type ModuleDiagnostic, type PageModel } from '../runtime/page-model.ts';
import {
  ActivityScreen,
  type ActivityOutcome,
  type ActivityScreenProps,
} from '../screens/activity/ActivityScreen.tsx';
import type { ProvidedServices } from './AppProviders.tsx';
import { firstThenFresh } from './first-then-fresh.ts';
import { PageFrame, useRenderedHost } from './PageFrame.tsx';
import { pageLoaded } from './page-loaded.ts';
import type { Rendered } from './route.ts';
import type { Services } from './services.ts';

/**
 * Loads the page the address names. The loader and the page's validators are their own chunk: a
 * page the server rendered never loads them (unless retried).
 */
export async function loadActivityPage(
  { api, query }: Pick<Services, 'api' | 'query'>,
  signal?: AbortSignal,
): Promise<PageModel> {
  const { loadPage } = await import('../runtime/load-page.ts');
  return loadPage((name, options) => api.call(name, options), query.pageId, signal);
}

/** Loads the renderers of the page's kinds: the browser shows a page once they are in. */
export async function withRenderers(page: PageModel): Promise<PageModel> {
  await loadRenderers(moduleKinds(page));
  return page;
}

/** What the page server rendered the activity page from, inlined for the browser to hydrate with. */
export interface ActivityPageData {
  outcome: ActivityOutcome;
}

/** Everything the activity page's tree is drawn from. */
export interface ActivityPageViewProps extends Pick<
  ActivityScreenProps,
  'load' | 'initial' | 'onReady' | 'onModuleError'
> {
  services: ProvidedServices;
  /** Every renderer at once (server) or each loaded with its chunk (browser). */
  renderers: Registry;
  host: Host | undefined;
  query: QueryParams;
  /** The query string as opened (without '?'). */
  search: string;
  canShare: boolean;
}

/** The activity page's tree: the page frame around the activity screen. */
export function ActivityPageView({
  services,
  renderers,
  host,
  query,
  search,
  canShare,
  ...screen
}: ActivityPageViewProps) {
  return (
    <PageFrame services={services} host={host} query={query} search={search} canShare={canShare}>
      <ActivityScreen {...screen} registry={renderers} preview={query.preview} />
    </PageFrame>
  );
}

/**
 * The activity page in the browser: hydrated from what the server rendered (`rendered`), or mounted
 * and loading itself (`firstPage`, a request already under way) on a plain static host.
 */
export function ActivityPageApp({
  services,
  firstPage,
  rendered,
}: {
  services: Services;
  firstPage?: Promise<PageModel> | undefined;
  rendered?: Rendered<ActivityPageData> | undefined;
}) {
  const { platform, query } = services;
  const [canShare, setCanShare] = useState(false);
  const host = useRenderedHost(platform, rendered);
  const load = useMemo(
    () =>
      firstThenFresh(firstPage, (signal) => loadActivityPage(services, signal).then(withRenderers)),
    [firstPage, services],
  );
  const onModuleError = useCallback(
    (diagnostic: ModuleDiagnostic, error: unknown) =>
      platform.errors.captureException(error, { ...diagnostic }),
    [platform],
  );
  const onReady = useCallback(
    (page: PageModel) => {
      pageLoaded(services, page);
      setCanShare(services.visit.share !== undefined);
    },
    [services],
  );
  return (
    <ActivityPageView
      services={services}
      renderers={lazyRegistry}
      host={host}
      query={query}
      search={platform.search}
      canShare={canShare}
      load={load}
      initial={rendered?.data.outcome}
      onReady={onReady}
      onModuleError={onModuleError}
    />
  );
}
