import { useEffect, useRef, useState } from 'react';
import { parseDate, type TimeInput } from '../lib/time.ts';

/** R9.12: the countdown checks once a second. */
export const COUNTDOWN_TICK = 1000;

/** Options of a countdown; `now` is the clock: the phone's by default, the server's where a campaign opens at its second (api/transport.ts `serverClock`). */
export interface CountdownOptions {
  onEnd?: () => void;
  now?: () => number;
}

/**
 * R4.16: checks once a second until the target time, then fires `onEnd` once and stops. Each check
 * is timed to a whole second before the target, so the last one falls on it; on the server's clock
 * (`now`) a phone whose clock is off still fires at the right second.
 * Returns the milliseconds left (0 once reached), or null before the first check and without a
 * valid target, so the server render and the hydrating render agree.
 */
export function useCountdown(
  target: TimeInput,
  { onEnd, now = () => Date.now() }: CountdownOptions = {},
): number | null {
  const at = parseDate(target)?.getTime() ?? null;
  const [left, setLeft] = useState<{ at: number; remaining: number } | null>(null);
  const latest = useRef({ onEnd, now });

  useEffect(() => {
    latest.current = { onEnd, now };
  });

  useEffect(() => {
    if (at === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const remaining = Math.max(0, at - latest.current.now());
      setLeft({ at, remaining });
      if (remaining === 0) {
        latest.current.onEnd?.();
        return;
      }
      timer = setTimeout(check, remaining % COUNTDOWN_TICK || COUNTDOWN_TICK);
    };
    timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [at]);

  return left !== null && left.at === at ? left.remaining : null;
}
