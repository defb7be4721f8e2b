import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Auth } from './auth.ts';

/** The login popup's state: open while someone waits for a login. */
export interface LoginPopupState {
  open: boolean;
}

/** Opens the login popup from anywhere and tells the waiting callers how it ended. */
export interface LoginPopupController {
  store: StoreApi<LoginPopupState>;
  /** Opens the popup (or joins the one already open); resolves true after a login, false when dismissed. */
  open(): Promise<boolean>;
  /** Called by the popup: true after a login, false when closed. */
  settle(loggedIn: boolean): void;
}

/** Creates the controller the login host renders from. */
export function createLoginPopupController(): LoginPopupController {
  const store = createStore<LoginPopupState>(() => ({ open: false }));
  let waiting: Promise<boolean> | undefined;
  let finish: ((loggedIn: boolean) => void) | undefined;
  return {
    store,
    open() {
      if (waiting) return waiting;
      waiting = new Promise<boolean>((resolve) => (finish = resolve));
      store.setState({ open: true });
      return waiting;
    },
    settle(loggedIn) {
      const done = finish;
      waiting = undefined;
      finish = undefined;
      store.setState({ open: false });
      done?.(loggedIn);
    },
  };
}

/**
 * R6.02: the `ensureLogin` of the action engine and the forms: true at once when logged in, else the
 * login popup opens and the caller continues after a login (true) or stops when it is dismissed (false).
 */
export function createLoginGate({
  auth,
  popup,
}: {
  auth: Pick<Auth, 'isLoggedIn'>;
  popup: Pick<LoginPopupController, 'open'>;
}): () => Promise<boolean> {
  return () => (auth.isLoggedIn() ? Promise.resolve(true) : popup.open());
}
