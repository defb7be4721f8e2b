import { appOpeningFor } from '../actions/app-opening.ts';
import { AppOpeningProvider } from '../actions/use-app-opening.tsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
 * share card and the page view. A page the server rendered without one of its blocks (`partial`) is
 * loaded once more, quietly: what was shown stays until the whole value replaces it (the body
 * mounted afresh, so every block starts from it), and stays if that load fails too.
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
  const [whole, setWhole] = useState<Outcome<T>>();
  const load = useCallback(
    (signal: AbortSignal) => screen.load(api, query, signal),
    [screen, api, query],
  );
  useEffect(() => {
    // The screen lives as long as the page: nothing to cancel.
    if (rendered?.partial)
      screen.load(api, query).then(
        (value) => setWhole({ status: 'ready', value }),
        () => undefined,
      );
  }, [screen, api, query, rendered]);
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
        key={whole ? 1 : 0}
        screen={screen}
        load={load}
        initial={whole ?? rendered?.data.outcome}
        // The page was viewed with what the server rendered: the whole value is not a second visit.
        onReady={whole ? undefined : onReady}
        query={query}
        search={platform.search}
      />
    ),
    [screen, load, rendered, whole, onReady, query, platform.search],
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
