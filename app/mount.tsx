import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Services } from './services.ts';

/**
 * Puts a page's tree in `#root`: hydrates what the server rendered (React listens from now on and
 * replays a tap on a part still waiting for its chunk), or renders afresh on a plain static host or
 * in the server's client shell.
 */
export function mountPage(
  root: HTMLElement,
  tree: ReactNode,
  hydrate: boolean,
  { platform }: Pick<Services, 'platform'>,
): void {
  if (!hydrate) {
    createRoot(root).render(tree);
    return;
  }
  hydrateRoot(root, tree, {
    // A mismatch makes React render the page afresh; it is a defect, so it is logged and reported.
    onRecoverableError: (error) => {
      console.error('[hydrate] the server HTML did not match', error);
      platform.errors.captureException(error, { stage: 'hydrate' });
    },
  });
}
