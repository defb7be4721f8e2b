import { startTransition, useEffect, useState } from 'react';
import { LONG_PAGE_MODULES } from './Page.tsx';

/**
 * How many of a page's `total` modules to render: every one, unless `paced` (a page rendered afresh
 * in the browser, read when the screen mounts); then the first LONG_PAGE_MODULES, and as many more
 * after each commit (each batch a transition, after a task boundary), so no single commit builds
 * the DOM of a thousand modules. The server and hydration render every module: the server's HTML
 * holds them all.
 */
export function usePacedCount(total: number, paced: boolean): number {
  const [shown, setShown] = useState(paced ? LONG_PAGE_MODULES : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() =>
      startTransition(() => setShown((count) => count + LONG_PAGE_MODULES)),
    );
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}
