import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Bytes to answer with their type and caching policy. */
export interface ByteAnswer {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** Gzip the body when the browser accepts it (text types). */
  compress?: boolean;
  /** Extra response headers. */
  headers?: Readonly<Record<string, string>>;
}

const gzipped = new Map<string, Buffer>();
const GZIP_CACHE_LIMIT = 200;

function gzipOnce(etag: string, body: Buffer): Buffer {
  let zipped = gzipped.get(etag);
  if (!zipped) {
    if (gzipped.size >= GZIP_CACHE_LIMIT) gzipped.clear();
    zipped = gzipSync(body);
    gzipped.set(etag, zipped);
  }
  return zipped;
}

function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'bad' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'bad';
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : 'bad';
}

/** Answers bytes with an ETag (304 when unchanged), a single byte range (media), or gzip. */
export function sendBytes(
  request: IncomingMessage,
  response: ServerResponse,
  answer: ByteAnswer,
): void {
  const etag = `"${createHash('sha1').update(answer.body).digest('base64url').slice(0, 22)}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': answer.contentType,
    'Cache-Control': answer.cacheControl,
    ETag: etag,
    'Accept-Ranges': 'bytes',
    ...answer.headers,
  };
  if (answer.compress) headers['Vary'] = 'Accept-Encoding';
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  let status = 200;
  let body = answer.body;
  const range = rangeOf(request.headers.range, body.length);
  if (range === 'bad') {
    response.writeHead(416, { 'Content-Range': `bytes */${body.length}` }).end();
    return;
  }
  if (range) {
    status = 206;
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${body.length}`;
    body = body.subarray(range.start, range.end + 1);
  } else if (
    answer.compress &&
    /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') &&
    body.length > 1024
  ) {
    body = gzipOnce(etag, body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
