import answerValidators from 'virtual:answer-validators';
import callableEndpoints from 'virtual:callable-endpoints';
import { createServerClock, type ServerClock } from '../lib/server-clock.ts';
import { parseEnvelope, SESSION_INVALID_CODE, SUCCESS_CODE, type Envelope } from '../lib/wire.ts';
import type { AnswerOf, CheckedEndpoint } from './answer-types.ts';
import { ApiError } from './api-error.ts';
import { checkAnswer } from './check-answer.ts';
import { TOKEN_STORAGE_KEY, type ApiCall, type ApiClientOptions } from './client.ts';
import { DeadlineExceeded, withDeadline } from './deadline.ts';
import type { Endpoint } from './endpoints.ts';
import { requestHeaders } from './headers.ts';
import { requestUrl } from './request-url.ts';
import { createSessionRecovery, type RecoverSession } from './session-recovery.ts';
import type { CallOptions } from './types.ts';

/**
 * The page's one server clock (R4.16): every answer's `Date` header feeds it; countdowns that must
 * open at the server's second read it (`useCountdown(target, { now: serverClock.now })`). It lives
 * in this lazy chunk, not a chunk of its own, so the activity page's first load names no extra file.
 */
export const serverClock: ServerClock = createServerClock();

/** Every call gives up after this long (spec §9, R9.12). */
export const REQUEST_TIMEOUT_MS = 180_000;

/**
 * How long one call may take: its row's own limit (the conference calls, spec §7) or the default,
 * never longer than the client's own limit (the page server gives a short one to answer in time).
 */
export function timeoutOf(endpoint: Endpoint, clientLimitMs: number | undefined): number {
  const rowLimit = endpoint.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return Math.min(rowLimit, clientLimitMs ?? rowLimit);
}

/**
 * How a call travels: its row, address, headers and token, the deadline, the envelope, one shared
 * 20210 recovery with one retry per call, and the answer's check. It is the lazy half of the client
 * (api/client.ts loads it when the client is built), in one chunk with the rows a client may call and
 * their answers' validators, so the first load carries none of it.
 */
export function createTransport(
  options: ApiClientOptions,
  recoveryHook: () => RecoverSession | undefined,
): ApiCall {
  const { deployment, storage, headers } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logger = options.logger ?? console;
  const clock = options.clock ?? serverClock;
  const recovery = createSessionRecovery(recoveryHook, (error) =>
    logger.warn('[api] session recovery failed', error),
  );

  const send = async (
    name: CheckedEndpoint,
    endpoint: Endpoint,
    call: CallOptions,
  ): Promise<Envelope> => {
    const url = requestUrl(deployment, endpoint, call);
    const timeoutMs = timeoutOf(endpoint, options.timeoutMs);
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
          const sent = clock.monotonic();
          const response = await fetchImpl(url, { ...init, signal });
          clock.observeDate(response.headers.get('date'), sent, clock.monotonic());
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

  /** Checks a successful answer against its schema; other codes pass unchanged. */
  const checked = (name: CheckedEndpoint, endpoint: Endpoint, envelope: Envelope): Envelope => {
    try {
      return checkAnswer(name, envelope, answerValidators[name]);
    } catch (error) {
      if (error instanceof ApiError)
        logger.error(`[api] ${endpoint.path} answered data of the wrong shape (${error.detail})`);
      throw error;
    }
  };

  return async (name, call = {}) => {
    const endpoint = callableEndpoints[name];
    const sentAt = recovery.generation;
    const first = await send(name, endpoint, call);
    const answer =
      first.code !== SESSION_INVALID_CODE || !(await recovery.renewedSince(sentAt))
        ? first
        : await send(name, endpoint, call);
    return checked(name, endpoint, answer) as Envelope<AnswerOf<typeof name>>;
  };
}
