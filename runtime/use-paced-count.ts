import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `total` modules to render: `step` at first, and as many more after each
 * commit (each batch a transition, after a task boundary), so no single commit builds the DOM of a
 * thousand modules. A page rendered afresh in the browser paces by LONG_PAGE_MODULES; the server and
 * hydration render every module (a step of Infinity: the server's HTML holds them all); the staff
 * preview by its own step. The first step is read when the caller mounts; a total that grows later
 * (a new revision in the preview) is reached the same way.
 */
export function usePacedCount(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((count) => count + step)));
    return () => clearTimeout(next);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
