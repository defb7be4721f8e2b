import { useEffect, useState } from 'react';

/**
 * What a mechanic's page asks again once it shows: the server's HTML may be minutes old (cached for
 * everyone), so stock, the switch and the like are read afresh after hydration, and the answer's
 * `Date` header sets the server's clock (lib/server-clock.ts) before the countdown is trusted.
 * `settled` turns true once the answer (or its failure) is in: the page then goes on with what it
 * has. A failure keeps the server's value.
 */
export function useFresh<T>(
  initial: T,
  ask: (signal: AbortSignal) => Promise<T>,
): { value: T; settled: boolean } {
  const [state, setState] = useState({ value: initial, settled: false });
  useEffect(() => {
    const controller = new AbortController();
    ask(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ value, settled: true }),
      () => !controller.signal.aborted && setState((shown) => ({ ...shown, settled: true })),
    );
    return () => controller.abort();
  }, [ask]);
  return state;
}
