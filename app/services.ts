import type { PageInfo } from '../actions/context.ts';
import type { Dispatch } from '../actions/use-action.tsx';
import { createApiClient, TOKEN_STORAGE_KEY, type ApiClient } from '../api/client.ts';
import { createFormsRoot, type FormsRoot } from '../forms/forms-root.ts';
import { currentDeployment } from '../lib/deployment.ts';
import { readQuery, type QueryParams } from '../lib/query.ts';
import { createPlatform } from '../platform/create-platform.ts';
import type { PagePlatform } from '../platform/page-platform.ts';
import type { SharePayload } from '../platform/share.ts';
import { browserStorage } from '../platform/storage.ts';
import type { DataSources } from '../registry/data-sources.tsx';
import { showToast } from '../ui/toast.ts';
import { lazyDispatch } from './lazy-dispatch.ts';
import { apiDataSources } from './live-source.ts';
import { deviceIdFrom, headerContext, type VisitState } from './session.ts';

/** What the loaded page tells later calls and taps. */
export interface Visit extends VisitState {
  page: PageInfo;
  share?: SharePayload;
}

/** Everything the page needs, built once in the browser. */
export interface Services {
  api: ApiClient;
  platform: PagePlatform;
  /** Who is logged in and the login-first check; the rest of forms and login loads on first need. */
  forms: FormsRoot;
  dispatch: Dispatch;
  sources: DataSources;
  query: QueryParams;
  visit: Visit;
  /** Whether this visit holds a session token (from a login, or handed over by the host). */
  hasToken: () => boolean;
}

/**
 * The composition root's one place of wiring: api client, platform, forms and login, the action
 * engine. `queryOf` reads the visit's parameters from the address (a screen on a mobile-site path
 * reads its id from the path too); `onMobileSite` says whether the path is one of the mobile site's
 * (its calls say osType MSite, its login is login/mSiteLogin, its cards open the site's paths).
 */
export function createServices(
  queryOf: (search: string, pathname: string) => QueryParams = (search) => readQuery(search),
  onMobileSite: (pathname: string) => boolean = () => false,
): Services {
  const session = browserStorage('session');
  const local = browserStorage('local');
  const visit: Visit = { page: {} };
  const secrets = () => [session.get(TOKEN_STORAGE_KEY) ?? ''].filter(Boolean);
  // The platform and the client need each other; neither calls the other while being built.
  const platform = createPlatform({
    call: (...args) => api.call(...args),
    toast: (message) => void showToast(message),
    storage: session,
    secrets,
  });
  const query = queryOf(platform.search, platform.pathname);
  const mobileSite = onMobileSite(platform.pathname);
  const api = createApiClient({
    deployment: currentDeployment,
    storage: { session },
    headers: headerContext(
      query,
      deviceIdFrom(local),
      visit,
      () => forms.auth.user()?.id,
      currentDeployment.grayRelease,
      mobileSite,
    ),
  });
  const forms = createFormsRoot({
    api,
    mobileSite,
    storage: { local, session },
    captcha: { yidunCaptchaId: import.meta.env.VITE_CAPTCHA_ID },
    analytics: platform.analytics,
    bridge:
      platform.host === 'app'
        ? { encryptedUserId: () => platform.load().then(({ bridge }) => bridge.encryptedUserId()) }
        : undefined,
    context: async () => {
      const { attribution } = await platform.load();
      const { clickId, platform: clickPlatform } = attribution.params();
      const channel = await attribution.channel();
      return {
        ...(clickId ? { clickId } : {}),
        ...(clickPlatform ? { platform: clickPlatform } : {}),
        ...(channel ? { channel } : {}),
        ...(visit.activeId ? { activeId: visit.activeId } : {}),
        ...(query.sceneId ? { sceneId: query.sceneId } : {}),
      };
    },
  });
  // R4.12 (the login code loads the first time a call answers that the session is gone).
  api.setSessionRecovery(() => forms.auth.recoverSession());
  const dispatch = lazyDispatch(async () => {
    const [{ engineFor }, whole] = await Promise.all([
      import('./action-engine.ts'),
      platform.load(),
    ]);
    return engineFor(whole, { api, forms, visit }, mobileSite);
  });
  return {
    api,
    platform,
    forms,
    dispatch,
    sources: apiDataSources(api),
    query,
    visit,
    hasToken: () => secrets().length > 0,
  };
}
