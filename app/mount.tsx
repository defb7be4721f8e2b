import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Services } from './services.ts';

/**
 * Puts a page's tree in `#root`: hydrates what the server rendered, or renders afresh on a plain
 * static host or in the server's client shell. Both run as a transition, which React renders in
 * slices of a few milliseconds between which the browser paints and handles input; outside a
 * transition it renders (or hydrates everything above the first Suspense boundaries) in one long
 * task: five seconds for a 1,000-module page on a busy machine. (A tap on
 * a part whose chunk has not arrived yet is lost: React cannot hydrate it in time to replay it.)
 */
export function mountPage(
  root: HTMLElement,
  tree: ReactNode,
  hydrate: boolean,
  { platform }: Pick<Services, 'platform'>,
): void {
  startTransition(() => {
    if (!hydrate) return void createRoot(root).render(tree);
    hydrateRoot(root, tree, {
      // A mismatch makes React render the page afresh; it is a defect, so it is logged and reported.
      onRecoverableError: (error) => {
        console.error('[hydrate] the server HTML did not match', error);
        platform.errors.captureException(error, { stage: 'hydrate' });
      },
    });
  });
}
