import type { ApiClient } from './client.ts';

/**
 * The client with `extra` headers on every call it makes: how a caller that hands the client on
 * (a campaign mechanic's open, whatever calls it makes) sends its attempt's idempotency key.
 */
export function withHeaders(api: ApiClient, extra: Record<string, string>): ApiClient {
  return {
    call: (name, options = {}) =>
      api.call(name, { ...options, headers: { ...options.headers, ...extra } }),
    setSessionRecovery: (hook) => api.setSessionRecovery(hook),
  };
}
