import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** Hands the app's one client to everything below it. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** The client given by the nearest ApiProvider; throws when there is none (a wiring mistake). */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (client === null) throw new Error('useApi() needs an <ApiProvider> above it');
  return client;
}
