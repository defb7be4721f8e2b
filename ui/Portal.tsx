import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const subscribe = () => () => undefined;

/** True once rendering in the browser after hydration; false on the server and while hydrating. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders its children at the end of the body, in the browser only (overlays escape transformed parents). */
export function Portal({ children }: { children: ReactNode }) {
  return useIsClient() ? createPortal(children, document.body) : null;
}
