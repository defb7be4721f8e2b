import { useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_FAILED, PageLoadError } from '../../runtime/page-load-error.ts';
import type { Outcome } from './screen.ts';

/** A screen's state: loading, or what it knows. */
export type ScreenState<T> = { status: 'loading' } | Outcome<T>;

/**
 * A screen's life: what the server rendered (`initial`, shown at once and not loaded again unless
 * retried), or loading in the browser; a failure keeps its message (a PageLoadError's own, else a
 * general one) and `retry` loads again. Leaving cancels the load under way.
 *
 * `refresh`: the server rendered `initial` without one of its blocks; it is loaded once more,
 * quietly: what was shown stays until the whole value replaces it (a new `version`), and stays if
 * that load fails.
 */
export function useOutcome<T>(
  load: (signal: AbortSignal) => Promise<T>,
  initial: Outcome<T> | undefined,
  refresh = false,
): { state: ScreenState<T>; retry: () => void; version: number } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ScreenState<T>>(initial ?? { status: 'loading' });
  const [version, setVersion] = useState(0);
  const [hydrated] = useState(initial !== undefined);
  const [refreshing] = useState(refresh && initial?.status === 'ready');

  useEffect(() => {
    if (!refreshing) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', value });
        setVersion((count) => count + 1);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [load, refreshing]);

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
  return { state, retry, version };
}

/**
 * Calls `onReady` for the first value shown (the hydrated one included): the page's view, title and
 * share card; a quiet refresh of it is not a second visit, and a new callback alone is not a value.
 */
export function useOnReady<T>(state: ScreenState<T>, onReady: ((value: T) => void) | undefined) {
  const shown = state.status === 'ready' ? state.value : undefined;
  const told = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (shown === undefined || told.current !== undefined) return;
    told.current = shown;
    onReady?.(shown);
  }, [shown, onReady]);
}
