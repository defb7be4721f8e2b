import { appOpeningFor } from '../actions/app-opening.ts';
import { AppOpeningProvider } from '../actions/use-app-opening.tsx';
import { useCallback, useMemo, useState } from 'react';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome, ScreenDefinition } from '../screens/shared/screen.ts';
import { PageFrame, useRenderedHost } from './PageFrame.tsx';
import type { Rendered } from './route.ts';
import { screenLoaded } from './screen-loaded.ts';
import type { Services } from './services.ts';

/** What the page server inlines for a screen's client entry to hydrate with. */
export interface ScreenData<T> {
  outcome: Outcome<T>;
}

/**
 * A screen in the browser: hydrated from what the server rendered, or mounted and loading itself
 * (a plain static host, the server's client shell). Once its data is shown it sets the title, the
 * share card and the page view.
 */
export function ScreenApp<T>({
  screen,
  services,
  rendered,
}: {
  screen: ScreenDefinition<T>;
  services: Services;
  rendered: Rendered<ScreenData<T>> | undefined;
}) {
  const { platform, query, api } = services;
  const host = useRenderedHost(platform, rendered);
  const [canShare, setCanShare] = useState(false);
  const load = useCallback(
    (signal: AbortSignal) => screen.load(api, query, signal),
    [screen, api, query],
  );
  const onReady = useCallback(
    (value: T) => {
      screenLoaded(services, screen, value);
      setCanShare(services.visit.share !== undefined);
    },
    [services, screen],
  );
  // The body changes only with what it loads: the share button appearing above never re-renders it.
  const body = useMemo(
    () => (
      <ScreenBody
        screen={screen}
        load={load}
        initial={rendered?.data.outcome}
        onReady={onReady}
        refresh={rendered?.partial === true}
        query={query}
        search={platform.search}
      />
    ),
    [screen, load, rendered, onReady, query, platform.search],
  );
  return (
    <PageFrame
      services={services}
      host={host}
      query={query}
      search={platform.search}
      canShare={canShare}
      downloadHeader={screen.downloadHeader ?? true}
    >
      <AppOpeningProvider opening={appOpeningFor(host)}>{body}</AppOpeningProvider>
    </PageFrame>
  );
}
