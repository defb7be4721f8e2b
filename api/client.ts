import type { Deployment } from '../lib/deployment.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import { ApiError } from './api-error.ts';
import { DeadlineExceeded, withDeadline } from './deadline.ts';
import { ENDPOINTS, type Endpoint, type EndpointName } from './endpoints.ts';
import { parseEnvelope } from '../lib/wire.ts';
import { requestHeaders, type HeaderContext } from './headers.ts';
import { requestUrl } from './request-url.ts';
import { createSessionRecovery, type RecoverSession } from './session-recovery.ts';
import { type CallOptions } from './types.ts';
import { SESSION_INVALID_CODE, SUCCESS_CODE, type Envelope } from '../lib/wire.ts';
import { checkAnswer } from './check-answer.ts';
import type { AnswerOf, CheckedEndpoint } from './answer-types.ts';

/** Every call gives up after this long (spec §9, R9.12). */
export const REQUEST_TIMEOUT_MS = 180_000;
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

/** The answers' validators, one lazy chunk loaded with the first call (beside its request). */
type AnswerValidators = (typeof import('virtual:answer-validators'))['default'];

/** The one shared client (spec §7). */
export interface ApiClient {
  call: ApiCall;
  /** Installs (or removes) how the session is re-acquired after a 20210 answer. */
  setSessionRecovery(hook: RecoverSession | undefined): void;
}

/** Builds the client: headers, token, timeout, one shared 20210 recovery with one retry per call. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { deployment, storage, headers } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logger = options.logger ?? console;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const recovery = createSessionRecovery((error) =>
    logger.warn('[api] session recovery failed', error),
  );

  const send = async (
    name: EndpointName,
    endpoint: Endpoint,
    call: CallOptions,
  ): Promise<Envelope> => {
    const url = requestUrl(deployment, endpoint, call);
    const token = endpoint.token ? storage.session.get(TOKEN_STORAGE_KEY) : undefined;
    const init: RequestInit = {
      method: endpoint.method,
      headers: {
        ...(endpoint.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        ...requestHeaders(headers(), deployment.appId, token),
        ...call.headers,
      },
    };
    if (endpoint.method === 'POST') init.body = JSON.stringify(call.body ?? {});
    try {
      const { response, text } = await withDeadline(
        async (signal) => {
          const response = await fetchImpl(url, { ...init, signal });
          return { response, text: await response.text() };
        },
        timeoutMs,
        call.signal,
      );
      const envelope = parseEnvelope(text);
      if (envelope === undefined) {
        logger.error(
          `[api] ${name} (${endpoint.path}) answered HTTP ${response.status} without an envelope`,
        );
        throw new ApiError('http', name, { status: response.status });
      }
      const freshToken = response.headers.get('token');
      if (response.ok && envelope.code === SUCCESS_CODE && freshToken)
        storage.session.set(TOKEN_STORAGE_KEY, freshToken);
      return envelope;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const kind =
        error instanceof DeadlineExceeded
          ? 'timeout'
          : call.signal?.aborted === true
            ? 'aborted'
            : 'network';
      if (kind !== 'aborted') logger.error(`[api] ${name} (${endpoint.path}) ${kind} error`, error);
      throw new ApiError(kind, name, { cause: error });
    }
  };

  let validators: Promise<AnswerValidators> | undefined;
  const answerValidators = () => {
    validators ??= import('virtual:answer-validators').then((module) => module.default);
    validators.catch(() => {
      validators = undefined;
    });
    return validators;
  };

  /** Checks a successful answer against its schema (the validators load beside the first request). */
  const checked = async (
    name: CheckedEndpoint,
    envelope: Envelope,
    loading: Promise<AnswerValidators>,
  ): Promise<Envelope> => {
    if (envelope.code !== SUCCESS_CODE) return envelope;
    let validators: AnswerValidators;
    try {
      validators = await loading;
    } catch (error) {
      throw new ApiError('network', name, { cause: error });
    }
    try {
      return checkAnswer(name, envelope, validators[name]);
    } catch (error) {
      if (error instanceof ApiError)
        logger.error(
          `[api] ${ENDPOINTS[name].path} answered data of the wrong shape (${error.detail})`,
        );
      throw error;
    }
  };

  return {
    call: async (name, call = {}) => {
      const endpoint: Endpoint = ENDPOINTS[name];
      const loading = answerValidators();
      const sentAt = recovery.generation;
      const first = await send(name, endpoint, call);
      if (first.code !== SESSION_INVALID_CODE || !(await recovery.renewedSince(sentAt)))
        return (await checked(name, first, loading)) as Envelope<AnswerOf<typeof name>>;
      return (await checked(name, await send(name, endpoint, call), loading)) as Envelope<
        AnswerOf<typeof name>
      >;
    },
    setSessionRecovery(hook) {
      recovery.setHook(hook);
    },
  };
}
