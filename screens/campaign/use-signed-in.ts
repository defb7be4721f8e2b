import { useSyncExternalStore } from 'react';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';

/**
 * Whether a visitor is logged in, kept up to date on every login and logout; false on the server
 * and while hydrating (anonymous HTML is cached for everyone), so personal state fills in after.
 */
export function useSignedIn(): boolean {
  const forms = useFormsRoot();
  return useSyncExternalStore(
    forms.auth.subscribe,
    () => forms.auth.isLoggedIn(),
    () => false,
  );
}
