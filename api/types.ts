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
