import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the innermost answers keys. */
const stack: HTMLElement[] = [];
let scrollLocks = 0;
let savedOverflow = '';
let savedScrollY = 0;

/** R9.12: the page's scroll position comes back this long after the last popup closes. */
export const SCROLL_RESTORE_MS = 100;

/**
 * Locks page scroll while a modal is open. Locking the body (and the on-screen keyboard of a login
 * form) can move the page on phones, so the position it had is restored 100 ms after the last modal
 * closes: a popup, or the login popup of a login round trip (R9.12).
 */
function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    savedScrollY = window.scrollY;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks !== 0) return;
    document.body.style.overflow = savedOverflow;
    const y = savedScrollY;
    // The window of this page, held so a timer that outlives its page (a closed test document) does nothing.
    const win = window;
    win.setTimeout(() => {
      if (scrollLocks === 0 && win.document.defaultView) win.scrollTo(0, y);
    }, SCROLL_RESTORE_MS);
  };
}

/**
 * Modal behaviour for an open dialog or popup: moves focus inside (the first `[data-autofocus]`,
 * else the panel), keeps Tab inside, calls `onEscape` on Esc, locks page scroll, and gives focus
 * back to what had it when the modal closes.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const element = panel.current;
    if (!active || !element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? element).focus({
      preventScroll: true,
    });
    const unlock = lockScroll();
    stack.push(element);

    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== element) return;
      if (event.key === 'Escape' && escape.current) escape.current();
      if (event.key !== 'Tab') return;
      const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0] ?? element;
      const last = items[items.length - 1] ?? element;
      const inside = element.contains(document.activeElement);
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === element || !inside)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(element), 1);
      unlock();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [panel, active]);
}
