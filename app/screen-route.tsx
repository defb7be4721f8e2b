import { appOpeningFor } from '../actions/app-opening.ts';
import { AppOpeningProvider } from '../actions/use-app-opening.tsx';
import { PageLoadError } from '../runtime/page-load-error.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import { DEFAULT_TITLE, type ScreenDefinition } from '../screens/shared/screen.ts';
import { PageFrame } from './PageFrame.tsx';
import type { Loaded, Route } from './route.ts';
import type { ScreenData } from './ScreenApp.tsx';
import { serverServices } from './server-services.ts';

/**
 * What a route answers with: what its loader loaded (200), or the page that says why there is none
 * (404 for an unknown or missing id, 502 for an answer of the wrong shape). A gateway that did not
 * answer rejects, and the page server answers the client shell.
 */
export async function outcomeOf<T>(load: () => Promise<T>): Promise<Loaded<ScreenData<T>>> {
  try {
    return { status: 200, data: { outcome: { status: 'ready', value: await load() } } };
  } catch (error) {
    if (!(error instanceof PageLoadError) || error.failure === 'network') throw error;
    return {
      status: error.failure === 'shape' ? 502 : 404,
      data: { outcome: { status: 'failed', message: error.message } },
    };
  }
}

/**
 * A screen's route on the table: loaded on the server through api/ (a gateway that does not answer
 * rejects, and the page server answers the client shell), rendered in the page frame exactly as its
 * client entry (app/start-screen.tsx) hydrates it.
 */
export function screenRoute<T>(screen: ScreenDefinition<T>): Route<ScreenData<T>> {
  return {
    name: screen.name,
    html: screen.html,
    ...(screen.label ? { label: screen.label } : {}),
    ...(screen.sitePaths ? { sitePaths: screen.sitePaths } : {}),
    params: screen.params,
    ...(screen.ownQuery ? { ownQuery: screen.ownQuery } : {}),
    load: ({ api, query, signal }) => outcomeOf(() => screen.load(api, query, signal)),
    head: ({ outcome }) => ({
      title:
        outcome.status === 'ready' ? screen.title(outcome.value) || DEFAULT_TITLE : DEFAULT_TITLE,
    }),
    preload: ({ outcome }) =>
      outcome.status === 'ready' ? (screen.preload?.(outcome.value) ?? []) : [],
    render: ({ outcome }, { api, host, query, search }) => (
      <PageFrame
        services={serverServices(api)}
        host={host}
        query={query}
        search={search}
        canShare={false}
        downloadHeader={screen.downloadHeader ?? true}
      >
        <AppOpeningProvider opening={appOpeningFor(host)}>
          <ScreenBody
            screen={screen}
            load={() => Promise.reject(new Error('the server renders what was loaded'))}
            initial={outcome}
            query={query}
            search={search}
          />
        </AppOpeningProvider>
      </PageFrame>
    ),
  };
}
