import type { Dispatch } from '../actions/use-action.tsx';

/**
 * Keeps the action engine out of the page's first JavaScript: it loads once, when the first intent
 * arrives (the page's own `prepareShare` right after it shows, else the first tap). Intents sent
 * meanwhile wait for it, in order; a failed load is tried again by the next intent.
 */
export function lazyDispatch(load: () => Promise<Dispatch>): Dispatch {
  let engine: Promise<Dispatch> | undefined;
  const loaded = () => {
    engine ??= load();
    engine.catch(() => {
      engine = undefined;
    });
    return engine;
  };
  return async (intent) => (await loaded())(intent);
}
