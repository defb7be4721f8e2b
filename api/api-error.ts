/** Why a call failed: no answer, too slow, cancelled by the caller, an answer that is not an envelope, or a code other than 1 (`unwrap`). */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'code';

/** The text shown for a failure the person cannot act on (spec §8). */
export const SERVER_ERROR_MESSAGE = '服务器异常';

/**
 * A failed call. `message` is fit for a toast: 服务器异常 for network, timeout and bad answers,
 * the server's own message for a code failure. Never holds the token.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The endpoint name that failed. */
  readonly endpoint: string;
  /** HTTP status, for kind 'http'. */
  readonly status: number | undefined;
  /** Envelope code, for kind 'code'. */
  readonly code: number | undefined;

  constructor(
    kind: ApiErrorKind,
    endpoint: string,
    details: { message?: string | undefined; status?: number; code?: number; cause?: unknown } = {},
  ) {
    super(details.message ?? SERVER_ERROR_MESSAGE, { cause: details.cause });
    this.kind = kind;
    this.endpoint = endpoint;
    this.status = details.status;
    this.code = details.code;
  }
}
