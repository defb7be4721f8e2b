import { useEffect, useState } from 'react';
import type { ServerClock } from '../lib/server-clock.ts';

/**
 * The page's server clock (R4.16; api/transport.ts `serverClock`) for a countdown that must open
 * at the server's second: `undefined` until `ready` (an answer came through the client, so the
 * clock has read a `Date` header), then the clock. It is taken from the client's lazy chunk, as the
 * client loads it, so no page's first load names another file; if that chunk cannot load, the
 * phone's clock.
 */
export function useServerClock(ready: boolean): Pick<ServerClock, 'now'> | undefined {
  const [clock, setClock] = useState<Pick<ServerClock, 'now'>>();
  useEffect(() => {
    if (!ready) return;
    let current = true;
    import('./transport.ts').then(
      ({ serverClock }) => current && setClock(serverClock),
      () => current && setClock({ now: () => Date.now() }),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  return clock;
}
