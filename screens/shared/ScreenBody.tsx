import type { QueryParams } from '../../lib/query.ts';
import { StatusView } from '../../ui/StatusView.tsx';
import type { Outcome, ScreenDefinition } from './screen.ts';
import { useOnReady, useOutcome } from './use-outcome.ts';

export interface ScreenBodyProps<T> {
  screen: Pick<ScreenDefinition<T>, 'Screen' | 'Skeleton'>;
  /** Loads the screen's data in the browser; called again on retry. */
  load: (signal: AbortSignal) => Promise<T>;
  /** What the server rendered (hydration). */
  initial?: Outcome<T> | undefined;
  /** Told once for each value shown (title, share card, analytics). */
  onReady?: ((value: T) => void) | undefined;
  query: QueryParams;
  search: string;
}

/** A screen's whole life: its skeleton while loading, its body, or the failure's message with 重试. */
export function ScreenBody<T>({
  screen,
  load,
  initial,
  onReady,
  query,
  search,
}: ScreenBodyProps<T>) {
  const { state, retry } = useOutcome(load, initial);
  useOnReady(state, onReady);
  const { Screen, Skeleton } = screen;
  if (state.status === 'loading') return Skeleton ? <Skeleton /> : <StatusView kind="loading" />;
  if (state.status === 'failed')
    return <StatusView kind="error" message={state.message} onRetry={retry} />;
  return <Screen value={state.value} query={query} search={search} />;
}
