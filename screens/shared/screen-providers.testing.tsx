import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Intent } from '../../actions/intent.ts';
import { ActionProvider } from '../../actions/use-action.tsx';
import type { ApiClient } from '../../api/client.ts';
import { ApiProvider } from '../../api/use-api.tsx';
import type { FormsRoot } from '../../forms/forms-root.ts';
import { FormServicesProvider } from '../../forms/FormServicesProvider.tsx';

/**
 * Test support: a forms root whose login and toasts the test watches: logged in or not, `login`
 * answering ensureLogin (and signing in when it says yes).
 */
export function fakeForms(loggedIn: boolean, login = vi.fn(async () => true)) {
  let signedIn = loggedIn;
  const listeners = new Set<() => void>();
  const notify = vi.fn();
  const forms = {
    auth: {
      isLoggedIn: () => signedIn,
      user: () => (signedIn ? { id: '77' } : undefined),
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    ensureLogin: async () => {
      if (signedIn) return true;
      const done = await login();
      signedIn = done;
      listeners.forEach((listener) => listener());
      return done;
    },
    notify,
  } as unknown as FormsRoot;
  return { forms, notify, login };
}

/** Test support: what a screen's body needs around it: the api client, the action engine, forms. */
export function Providers({
  api,
  forms = fakeForms(false).forms,
  dispatch = vi.fn(),
  children,
}: {
  api: ApiClient;
  forms?: FormsRoot;
  dispatch?: (intent: Intent) => void;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={api}>
      <ActionProvider dispatch={dispatch}>
        <FormServicesProvider services={forms}>{children}</FormServicesProvider>
      </ActionProvider>
    </ApiProvider>
  );
}
