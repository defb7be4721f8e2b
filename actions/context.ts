import type { Deployment } from '../lib/deployment.ts';
import { readQuery, type QueryParams } from '../lib/query.ts';
import type { AttributionParams } from '../platform/attribution.ts';
import type { Host } from '../platform/host.ts';
import type { Platform } from '../platform/platform.ts';
import type { SharePayload } from '../platform/share.ts';

/** The page the tap happened on. */
export interface PageInfo {
  pageId?: string;
  activeId?: string;
  pageName?: string;
}

/** Everything `resolve()` decides by: a snapshot taken when the tap happens. */
export interface ActionContext {
  host: Host;
  loggedIn: boolean;
  userId?: string;
  /** The current query string (without '?') and its typed reading. */
  search: string;
  query: QueryParams;
  page: PageInfo;
  config: Deployment;
  /** Where this site's HTML pages live, ending in '/'. */
  appBase: string;
  /** The visit is on a mobile-site path (`/project`): cards open the site's paths too. */
  mobileSite?: boolean;
  hasReferrer: boolean;
  /** The mini-program hosting this site; other mini-programs are reached through its transit page. */
  miniProgramAppId?: string;
  attribution: AttributionParams;
  channel?: string;
  share?: SharePayload;
}

/** The parts of the platform a tap's context is read from: a simulated host (the preview) supplies just these. */
export type ContextPlatform = Pick<Platform, 'host' | 'search' | 'config'> & {
  attribution: Pick<Platform['attribution'], 'params' | 'channel'>;
  browser: Pick<Platform['browser'], 'hasReferrer'>;
};

/** What the composition root knows besides the platform. */
export interface ContextSourceOptions {
  platform: ContextPlatform;
  page: () => PageInfo;
  session: () => { loggedIn: boolean; userId?: string };
  share?: () => SharePayload | undefined;
  appBase?: string;
  mobileSite?: boolean;
  miniProgramAppId?: string;
}

/** Builds the context of each tap from the platform, the page and the session. */
export function contextSource({
  platform,
  page,
  session,
  share,
  appBase = '/',
  mobileSite = false,
  miniProgramAppId,
}: ContextSourceOptions): () => Promise<ActionContext> {
  const query = readQuery(platform.search);
  return async () => {
    const { loggedIn, userId } = session();
    const channel = await platform.attribution.channel();
    const sharePayload = share?.();
    return {
      host: platform.host,
      loggedIn,
      ...(userId !== undefined ? { userId } : {}),
      search: platform.search,
      query,
      page: page(),
      config: platform.config,
      appBase,
      ...(mobileSite ? { mobileSite } : {}),
      hasReferrer: platform.browser.hasReferrer(),
      ...(miniProgramAppId !== undefined ? { miniProgramAppId } : {}),
      attribution: platform.attribution.params(),
      ...(channel !== undefined ? { channel } : {}),
      ...(sharePayload !== undefined ? { share: sharePayload } : {}),
    };
  };
}
