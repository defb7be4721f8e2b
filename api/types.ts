/** Every JSON answer of the gateway: code 1 is success, 20210 an invalid session (contract: Envelope). */
export interface Envelope<Data = unknown> {
  code: number;
  data: Data;
  message?: string;
}

/** What one call sends besides its endpoint's fixed method and path. */
export interface CallOptions {
  /** JSON body (POST). */
  body?: unknown;
  /** Query string values; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Values for `{name}` placeholders in the endpoint's path. */
  params?: Record<string, string | number>;
  /** Extra headers for this call only (e.g. businesskey). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Success and session-invalid codes (spec §9). */
export const SUCCESS_CODE = 1;
export const SESSION_INVALID_CODE = 20210;
