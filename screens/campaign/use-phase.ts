import { useState } from 'react';
import { useServerClock } from '../../api/use-server-clock.ts';
import { useCountdown } from '../../ui/use-countdown.ts';
import { phaseAt, type CampaignPhase, type CampaignWindow } from './campaign-phase.ts';

/** Nothing to count down to. */
const NO_TARGET = null;

/**
 * The campaign's phase on the server's clock, moving on by itself: the countdown to the start (or,
 * once open, to the end) fires once at that second (R4.16) and the phase is read again. Before
 * hydration (the server's HTML), and until `synced` (the page's first answer set the server's
 * clock), it is `undefined`: whether it is open depends on when it is seen, on the server's clock.
 * `left` is what the countdown to the start shows, in milliseconds.
 */
export function usePhase(
  window: CampaignWindow,
  synced: boolean,
): {
  phase: CampaignPhase | undefined;
  left: number | null;
} {
  const clock = useServerClock(synced);
  const [, setTurn] = useState(0);
  const next = { onEnd: () => setTurn((turn) => turn + 1), ...(clock ? { now: clock.now } : {}) };
  const ticking = useCountdown(clock ? window.start : NO_TARGET, next);
  const closing = useCountdown(clock ? window.end : NO_TARGET, next);
  const started =
    ticking !== null || closing !== null || (window.start === null && window.end === null);
  if (!clock || !started) return { phase: undefined, left: null };
  // Read at each render (the countdowns render once a second).
  const now = clock.now();
  return {
    phase: phaseAt(window, now),
    left: window.start === null ? null : Math.max(0, window.start - now),
  };
}
