import { useEffect, useRef } from 'react';

/** How often a poll runs while the page is visible, and how far failures stretch the wait. */
export interface PollingOptions {
  everyMs: number;
  /** After each failure the wait doubles, up to this; a success brings it back to `everyMs`. */
  maxMs: number;
  /** Whether to run at once when the page mounts (a hydrated page whose data may be cached). */
  atOnce?: boolean;
}

/**
 * Runs `poll` every `everyMs` while the page is visible: not at all while hidden, at once when it
 * becomes visible again, one run at a time (a run still under way is aborted on leaving). A failed
 * run (a rejection) doubles the wait, up to `maxMs`, so a struggling server is not hammered.
 */
export function useVisiblePolling(
  poll: (signal: AbortSignal) => Promise<unknown>,
  { everyMs, maxMs, atOnce = false }: PollingOptions,
): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running: AbortController | undefined;
    let wait = everyMs;
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = setTimeout(run, wait);
    };
    const run = () => {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      latest
        .current(controller.signal)
        .then(
          () => {
            wait = everyMs;
          },
          () => {
            wait = Math.min(wait * 2, maxMs);
          },
        )
        .finally(() => {
          if (!controller.signal.aborted) schedule();
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') return run();
      clearTimeout(timer);
      running?.abort();
    };
    document.addEventListener('visibilitychange', onVisibility);
    if (atOnce && document.visibilityState === 'visible') run();
    else schedule();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
      running?.abort();
    };
  }, [everyMs, maxMs, atOnce]);
}
