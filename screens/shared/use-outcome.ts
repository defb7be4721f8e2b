import { useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_FAILED, PageLoadError } from '../../runtime/page-load-error.ts';
import type { Outcome } from './screen.ts';

/** A screen's state: loading, or what it knows. */
export type ScreenState<T> = { status: 'loading' } | Outcome<T>;

/**
 * A screen's life: what the server rendered (`initial`, shown at once and not loaded again unless
 * retried), or loading in the browser; a failure keeps its message (a PageLoadError's own, else a
 * general one) and `retry` loads again. Leaving cancels the load under way.
 */
export function useOutcome<T>(
  load: (signal: AbortSignal) => Promise<T>,
  initial: Outcome<T> | undefined,
): { state: ScreenState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ScreenState<T>>(initial ?? { status: 'loading' });
  const [hydrated] = useState(initial !== undefined);

  useEffect(() => {
    if (hydrated && attempt === 0) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ status: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof PageLoadError ? error.message : LOAD_FAILED;
        setState({ status: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [load, attempt, hydrated]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

/** Calls `onReady` once for each value shown (the hydrated one included); a new callback alone is not a new value. */
export function useOnReady<T>(state: ScreenState<T>, onReady: ((value: T) => void) | undefined) {
  const shown = state.status === 'ready' ? state.value : undefined;
  const told = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (shown === undefined || told.current === shown) return;
    told.current = shown;
    onReady?.(shown);
  }, [shown, onReady]);
}
