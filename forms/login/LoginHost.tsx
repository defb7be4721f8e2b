import { useStore } from 'zustand';
import { useFormServices } from '../form-services.tsx';
import { LoginPopup } from './LoginPopup.tsx';

/** Mount once near the app root (inside FormServicesProvider): shows the login popup whenever `ensureLogin` asks. */
export function LoginHost() {
  const { loginPopup } = useFormServices();
  const open = useStore(loginPopup.store, (state) => state.open);
  return <LoginPopup open={open} onDone={loginPopup.settle} />;
}
