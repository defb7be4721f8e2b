import type { ReactNode } from 'react';
import { StatusView } from '../../ui/StatusView.tsx';
import { useOutcome } from './use-outcome.ts';

/**
 * A part of a screen that the browser loads itself (another filter's first page, a visitor's own
 * list): a spinner in its place while loading, the part, or the failure's message with 重试.
 */
export function LoadedPart<T>({
  load,
  children,
}: {
  /** Loads the part; called again on 重试. Keep it stable (useCallback): a new one loads again. */
  load: (signal: AbortSignal) => Promise<T>;
  children: (value: T) => ReactNode;
}) {
  const { state, retry } = useOutcome(load, undefined);
  if (state.status === 'loading') return <StatusView kind="loading" fullScreen={false} />;
  if (state.status === 'failed')
    return <StatusView kind="error" message={state.message} onRetry={retry} fullScreen={false} />;
  return children(state.value);
}
