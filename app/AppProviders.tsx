import type { ReactNode } from 'react';
import { ActionProvider } from '../actions/use-action.tsx';
import { ApiProvider } from '../api/use-api.tsx';
import { FormServicesProvider } from '../forms/FormServicesProvider.tsx';
import { LoginHost } from '../forms/login/LoginHost.tsx';
import { DataSourcesProvider } from '../registry/data-sources.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import type { Services } from './services.ts';

/** What the providers hand down: the same on the server (inert) and in the browser. */
export type ProvidedServices = Pick<Services, 'api' | 'dispatch' | 'forms' | 'sources'>;

/** What every page of the app stands in: the shared client, the action engine, forms and login, toasts. */
export function AppProviders({
  services,
  children,
}: {
  services: ProvidedServices;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={services.api}>
      <ActionProvider dispatch={services.dispatch}>
        <FormServicesProvider services={services.forms}>
          <DataSourcesProvider sources={services.sources}>
            {children}
            <ToastHost />
            <LoginHost />
          </DataSourcesProvider>
        </FormServicesProvider>
      </ActionProvider>
    </ApiProvider>
  );
}
