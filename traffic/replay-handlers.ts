import { fromTraffic } from '@mswjs/source/traffic';
import type { HttpHandler } from 'msw';
import type { Har, HarEntry, HarPair } from './har.ts';
import { keyUrl, requestKey } from './request-key.ts';

/** Marks a recorded answer whose body is still base64: the replay decodes it into bytes. */
export const BASE64_HEADER = 'x-replay-base64';

/**
 * Headers that described how the recorded body travelled, not what it is: the archive holds the
 * body decoded, so answering with them would break it. Cookies are never replayed.
 */
const TRANSPORT_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const answerHeaders = (headers: readonly HarPair[], base64: boolean): HarPair[] => [
  ...headers.filter(
    ({ name }) => HEADER_NAME.test(name) && !TRANSPORT_HEADERS.has(name.toLowerCase()),
  ),
  ...(base64 ? [{ name: BASE64_HEADER, value: '1' }] : []),
];

/**
 * Rewrites a recorded entry for `@mswjs/source`, whose own matching is the method, the path and
 * every query parameter: the address becomes the entry's key (cache-busting parameters out, the
 * body's digest in), so the same key of a live call finds it; base64 bodies are kept for the
 * replay to decode (the library decodes only `text/*` ones, through a Latin-1 string that breaks
 * UTF-8 and binary bodies); the recorded timing is not waited for. Entries that never reached a
 * server (status 0, a `data:` address) are left out.
 */
function forReplay(entry: HarEntry): HarEntry | undefined {
  const { request, response } = entry;
  if (response.status === 0 || !/^https?:/i.test(request.url)) return undefined;
  const key = requestKey(
    request.method,
    request.url,
    request.postData?.text,
    request.postData?.mimeType,
  );
  const base64 = response.content.encoding === 'base64';
  const { encoding: _encoding, ...content } = response.content;
  return {
    ...entry,
    time: 0,
    request: { ...request, method: key.method, url: keyUrl(key), queryString: key.query },
    response: { ...response, content, headers: answerHeaders(response.headers, base64) },
  };
}

/**
 * The archive's answers as request handlers, in recorded order: a call recorded more than once
 * gets its answers in that order, and the last one from then on.
 */
export function replayHandlers(har: Har): HttpHandler[] {
  if (har.log.entries.length === 0) return [];
  return fromTraffic(har, forReplay);
}
