/**
 * R9.03 anti-double-click default 3000 ms: actions/guards.ts's ANTI_DOUBLE_CLICK_MS, which a test
 * holds equal (importing it would cut it out of the action engine's chunk into a file of its own,
 * one more name in the activity page's first load).
 */
export const MECHANIC_TAP_WINDOW_MS = 3000;

/**
 * R9.03 anti-double-click for a mechanic's one action (draw, open, buy, vote, like): a tap runs the
 * action only when none is under way and none was accepted in the last 3000 ms, so ten rapid taps
 * make one call. The gateway counts each once per user as well.
 */
export function createTapGuard(
  now: () => number = () => Date.now(),
  windowMs: number = MECHANIC_TAP_WINDOW_MS,
): (action: () => Promise<void>) => Promise<void> {
  let running = false;
  let accepted: number | undefined;
  return async (action) => {
    const time = now();
    if (running || (accepted !== undefined && time - accepted < windowMs)) return;
    running = true;
    accepted = time;
    try {
      await action();
    } finally {
      running = false;
    }
  };
}
