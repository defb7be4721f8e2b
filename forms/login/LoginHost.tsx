import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { useFormServices } from '../form-services.tsx';
import { SERVER_ERROR } from '../messages.ts';

type LoginPopupComponent = ComponentType<{ open: boolean; onDone: (loggedIn: boolean) => void }>;

/**
 * Mount once near the app root (inside FormServicesProvider): shows the login popup whenever
 * `ensureLogin` asks. The popup's code loads the first time it is needed.
 */
export function LoginHost() {
  const { loginPopup, notify } = useFormServices();
  const open = useStore(loginPopup.store, (state) => state.open);
  const [Popup, setPopup] = useState<LoginPopupComponent | null>(null);

  useEffect(() => {
    if (!open || Popup) return;
    let live = true;
    import('./LoginPopup.tsx').then(
      (loaded) => live && setPopup(() => loaded.LoginPopup),
      () => {
        notify(SERVER_ERROR);
        loginPopup.settle(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Popup, loginPopup, notify]);

  return Popup ? <Popup open={open} onDone={loginPopup.settle} /> : null;
}
