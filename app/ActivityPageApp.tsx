import { useCallback, useState } from 'react';
import { shareDisplay } from '../lib/query.ts';
import { registry } from '../registry/index.ts';
import { loadPage } from '../runtime/load-page.ts';
import type { PageModel } from '../runtime/page-model.ts';
import { PageScreen } from '../runtime/PageScreen.tsx';
import { DownloadHeader } from '../ui/DownloadHeader.tsx';
import { NavOverlay } from '../ui/NavOverlay.tsx';
import { AppProviders } from './AppProviders.tsx';
import { pageLoaded } from './page-loaded.ts';
import type { Services } from './services.ts';

/** The activity page: providers, chrome around the page, the page itself, toasts and the login popup. */
export function ActivityPageApp({ services }: { services: Services }) {
  const { api, platform, query } = services;
  const [canShare, setCanShare] = useState(false);
  const load = useCallback(
    async (signal: AbortSignal): Promise<PageModel> => {
      const page = await loadPage((name, options) => api.call(name, options), query.pageId, signal);
      pageLoaded(services, page);
      setCanShare(services.visit.share !== undefined);
      return page;
    },
    [api, query.pageId, services],
  );
  return (
    <AppProviders services={services}>
      <DownloadHeader environment={platform.environment} utmSource={query.utm_source} />
      <PageScreen
        load={load}
        registry={registry}
        preview={query.preview}
        onModuleError={(diagnostic, error) => platform.errors.captureException(error, { ...diagnostic })}
      />
      <NavOverlay
        environment={platform.environment}
        shareMode={shareDisplay(platform.search).mode}
        navBarHeight={query.navBarHeight}
        canShare={canShare}
        roomLiveId={query.roomLiveId}
      />
    </AppProviders>
  );
}
