/** One call as a handler sees it. */
export interface CallRequest {
  method: string;
  /** The request path (what the log shows). */
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Request headers, names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body ({} when empty); for multipart calls, the form's fields and files. */
  body: unknown;
}

/** An envelope answer `{code, data, message}`. */
export interface EnvelopeAnswer {
  kind: 'envelope';
  status: number;
  code: number;
  data: unknown;
  message: string;
  headers: Readonly<Record<string, string>>;
}

/** Bytes answered as they are (recorded page files). */
export interface RawAnswer {
  kind: 'raw';
  status: number;
  body: Buffer;
  contentType: string;
}

export type Answer = EnvelopeAnswer | RawAnswer;

/** Success: code 1 with `data`. */
export function ok(data: unknown, headers: Record<string, string> = {}): EnvelopeAnswer {
  return { kind: 'envelope', status: 200, code: 1, data, message: '成功', headers };
}

/** A failure the client shows: `code` with `message`; HTTP 200 unless the request itself is wrong. */
export function fail(code: number, message: string, status = 200): EnvelopeAnswer {
  return { kind: 'envelope', status, code, data: null, message, headers: {} };
}

/** JSON bytes answered as-is. */
export function rawJson(body: Buffer): RawAnswer {
  return { kind: 'raw', status: 200, body, contentType: 'application/json; charset=utf-8' };
}
