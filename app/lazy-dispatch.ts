import type { Dispatch } from '../actions/use-action.tsx';

/** A dispatcher whose engine is loaded on first use, or earlier through `preload`. */
export type LazyDispatch = Dispatch & { preload(): Promise<Dispatch> };

/**
 * Keeps the action engine out of the page's first JavaScript: it loads once, when the first intent
 * arrives or when preloaded after the page shows. Intents sent meanwhile wait for it, in order.
 */
export function lazyDispatch(load: () => Promise<Dispatch>): LazyDispatch {
  let engine: Promise<Dispatch> | undefined;
  const preload = () => {
    engine ??= load();
    engine.catch(() => {
      engine = undefined;
    });
    return engine;
  };
  const dispatch = async (intent: Parameters<Dispatch>[0]) => (await preload())(intent);
  return Object.assign(dispatch, { preload });
}
