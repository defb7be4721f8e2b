/**
 * Why a call failed: no answer, too slow, cancelled by the caller, an answer that is not an
 * envelope, a successful answer whose data has the wrong shape, or a code other than 1 (`unwrap`).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'shape' | 'code';

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
  /** For kind 'shape': the call and the field path that failed, e.g. `pageV2Find: data/moduleSubs must be array`. */
  readonly detail: string | undefined;

  constructor(
    kind: ApiErrorKind,
    endpoint: string,
    details: {
      message?: string | undefined;
      status?: number;
      code?: number;
      detail?: string;
      cause?: unknown;
    } = {},
  ) {
    super(details.message ?? SERVER_ERROR_MESSAGE, { cause: details.cause });
    this.kind = kind;
    this.endpoint = endpoint;
    this.status = details.status;
    this.code = details.code;
    this.detail = details.detail;
  }
}
