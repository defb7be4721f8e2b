import type { Deployment } from '../lib/deployment.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import type { ServerClock } from '../lib/server-clock.ts';
import type { Envelope } from '../lib/wire.ts';
import type { AnswerOf, CheckedEndpoint } from './answer-types.ts';
import { ApiError } from './api-error.ts';
import type { HeaderContext } from './headers.ts';
import type { RecoverSession } from './session-recovery.ts';
import type { CallOptions } from './types.ts';

/** Where the token from a response header is kept in session storage. */
export const TOKEN_STORAGE_KEY = 'token';

/** Where failures are reported; never handed the token. */
export type ApiLogger = Pick<Console, 'error' | 'warn'>;

/** What the composition root gives the client. */
export interface ApiClientOptions {
  deployment: Deployment;
  storage: { session: KeyValueStorage };
  /** Read on every call, so a login or recovery shows on the next request. */
  headers: () => HeaderContext;
  fetch?: typeof globalThis.fetch;
  logger?: ApiLogger;
  timeoutMs?: number;
  /** Fed every answer's `Date` header; the page's one server clock when absent. */
  clock?: Pick<ServerClock, 'observeDate' | 'monotonic'>;
}

/**
 * Calls a gateway endpoint by its table name: resolves with the envelope whatever its code; a
 * successful answer's data has been checked against its schema (and read as its types). Rejects
 * with an ApiError when no envelope came back, or (kind 'shape') when the data has the wrong shape.
 */
export type ApiCall = <Name extends CheckedEndpoint>(
  name: Name,
  options?: CallOptions,
) => Promise<Envelope<AnswerOf<Name>>>;

/** The one shared client (spec §7). */
export interface ApiClient {
  call: ApiCall;
  /** Installs (or removes) how the session is re-acquired after a 20210 answer. */
  setSessionRecovery(hook: RecoverSession | undefined): void;
}

/**
 * Builds the client: its interface is here, in the first load; how a call travels (rows, headers,
 * token, timeout, 20210 recovery, answer checks) is one lazy chunk (api/transport.ts), whose import
 * starts now so it is in by the first call (or overlaps the first one, beside the page loader's
 * chunk). A chunk that cannot be fetched fails the call as a network error; the next call asks again.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const logger = options.logger ?? console;
  let recoveryHook: RecoverSession | undefined;
  let transport: Promise<ApiCall> | undefined;
  const load = (): Promise<ApiCall> => {
    if (transport !== undefined) return transport;
    const loading = import('./transport.ts').then(({ createTransport }) =>
      createTransport(options, () => recoveryHook),
    );
    transport = loading;
    loading.catch(() => {
      if (transport === loading) transport = undefined;
    });
    return loading;
  };
  void load();

  return {
    call: async (name, call) => {
      let send: ApiCall;
      try {
        send = await load();
      } catch (error) {
        logger.error(`[api] ${name}: the client's code did not load`, error);
        throw new ApiError('network', name, { cause: error });
      }
      return send(name, call);
    },
    setSessionRecovery(hook) {
      recoveryHook = hook;
    },
  };
}
