import { useCallback, useState } from 'react';
import { ActionProvider } from '../actions/use-action.tsx';
import { ApiProvider } from '../api/use-api.tsx';
import { FormServicesProvider } from '../forms/form-services.tsx';
import { LoginHost } from '../forms/login/LoginHost.tsx';
import { shareDisplay } from '../lib/query.ts';
import { DataSourcesProvider } from '../registry/data-sources.tsx';
import { registry } from '../registry/index.ts';
import { loadPage } from '../runtime/load-page.ts';
import type { PageModel } from '../runtime/page-model.ts';
import { PageScreen } from '../runtime/PageScreen.tsx';
import { DownloadHeader } from '../ui/DownloadHeader.tsx';
import { NavOverlay } from '../ui/NavOverlay.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { pageLoaded } from './page-loaded.ts';
import type { Services } from './services.ts';

/** The activity page: providers, chrome around the page, the page itself, toasts and the login popup. */
export function ActivityPageApp({ services }: { services: Services }) {
  const { api, platform, dispatch, sources, query, forms } = services;
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
    <ApiProvider client={api}>
      <ActionProvider dispatch={dispatch}>
        <FormServicesProvider services={forms}>
          <DataSourcesProvider sources={sources}>
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
            <ToastHost />
            <LoginHost />
          </DataSourcesProvider>
        </FormServicesProvider>
      </ActionProvider>
    </ApiProvider>
  );
}
