import { useMemo, useState } from 'react';
import { shareDisplay } from '../lib/query.ts';
import { registry } from '../registry/index.ts';
import { loadPage } from '../runtime/load-page.ts';
import type { PageModel } from '../runtime/page-model.ts';
import { ActivityScreen } from '../screens/activity/ActivityScreen.tsx';
import { DownloadHeader } from './DownloadHeader.tsx';
import { NavOverlay } from './NavOverlay.tsx';
import { AppProviders } from './AppProviders.tsx';
import { firstThenFresh } from './first-then-fresh.ts';
import { pageLoaded } from './page-loaded.ts';
import type { Services } from './services.ts';

/** Loads the page the address names. */
export function loadActivityPage(
  { api, query }: Pick<Services, 'api' | 'query'>,
  signal?: AbortSignal,
): Promise<PageModel> {
  return loadPage((name, options) => api.call(name, options), query.pageId, signal);
}

/** The activity page: providers, chrome around the page, the page itself, toasts and the login popup. */
export function ActivityPageApp({
  services,
  firstPage,
}: {
  services: Services;
  firstPage?: Promise<PageModel>;
}) {
  const { platform, query } = services;
  const [canShare, setCanShare] = useState(false);
  const load = useMemo(() => {
    const next = firstThenFresh(firstPage, (signal) => loadActivityPage(services, signal));
    return async (signal: AbortSignal): Promise<PageModel> => {
      const page = await next(signal);
      pageLoaded(services, page);
      setCanShare(services.visit.share !== undefined);
      return page;
    };
  }, [firstPage, services]);
  return (
    <AppProviders services={services}>
      <DownloadHeader host={platform.host} utmSource={query.utm_source} />
      <ActivityScreen
        load={load}
        registry={registry}
        preview={query.preview}
        onModuleError={(diagnostic, error) =>
          platform.errors.captureException(error, { ...diagnostic })
        }
      />
      <NavOverlay
        host={platform.host}
        shareMode={shareDisplay(platform.search).mode}
        navBarHeight={query.navBarHeight}
        canShare={canShare}
        roomLiveId={query.roomLiveId}
      />
    </AppProviders>
  );
}
