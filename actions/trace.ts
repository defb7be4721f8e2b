import type { ActionContext } from './context.ts';
import type { Effect } from './effects.ts';
import type { Intent } from './intent.ts';
import { resolve } from './resolve.ts';
import type { Dispatch } from './use-action.tsx';

/** One tap as a trace shows it: what was asked for, and what it does, in order. */
export interface TraceEntry {
  intent: Intent;
  effects: Effect[];
}

/**
 * A dispatcher that only tells (the preview's action trace): each intent is resolved by the
 * engine's own `resolve()` in the context of its moment, and the effects are handed to `record`
 * instead of being performed, so the trace and a real tap in that context cannot disagree. Taps are
 * not held back by the double-tap guard: every tap is traced.
 */
export function traceDispatch(
  context: () => ActionContext | Promise<ActionContext>,
  record: (entry: TraceEntry) => void,
): Dispatch {
  return async (intent) => {
    record({ intent, effects: resolve(intent, await context()) });
  };
}
