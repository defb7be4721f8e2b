import { useEffect, useState } from 'react';

/** How long the closing animation of a dialog or popup runs. */
export const EXIT_DURATION = 200;

/**
 * Keeps an overlay mounted while it animates out: `mounted` is true while open and for `exitMs`
 * after closing, `leaving` during that exit.
 */
export function usePresence(
  open: boolean,
  exitMs: number = EXIT_DURATION,
): { mounted: boolean; leaving: boolean } {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);

  useEffect(() => {
    if (open || !shown) return;
    const timer = setTimeout(() => setShown(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, shown, exitMs]);

  return { mounted: open || shown, leaving: !open && shown };
}
