import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
// The client's own text for 服务器异常: forms/messages.ts would bring all form texts into every page.
import { SERVER_ERROR_MESSAGE } from '../../api/api-error.ts';
import { useFormsRoot } from '../FormServicesProvider.tsx';

type LoginPopupComponent = ComponentType<{ open: boolean; onDone: (loggedIn: boolean) => void }>;

/**
 * Mount once near the app root (inside FormServicesProvider): shows the login popup whenever
 * `ensureLogin` asks. The popup's code, and the form services it logs in with, load the first time
 * it is needed.
 */
export function LoginHost() {
  const { loginPopup, notify } = useFormsRoot();
  const open = useStore(loginPopup.store, (state) => state.open);
  const [Popup, setPopup] = useState<LoginPopupComponent | null>(null);

  useEffect(() => {
    if (!open || Popup) return;
    let live = true;
    import('./LoginPopup.tsx').then(
      (loaded) => live && setPopup(() => loaded.LoginPopup),
      () => {
        notify(SERVER_ERROR_MESSAGE);
        loginPopup.settle(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Popup, loginPopup, notify]);

  return Popup ? <Popup open={open} onDone={loginPopup.settle} /> : null;
}
