import { Hono } from 'hono';
import type { HarEntry, HarPair } from './har.ts';

/** Answers kept as text in the archive; anything else (pictures, audio) is kept as base64. */
const TEXTUAL = /json|text|xml|javascript|svg/i;
/** Request headers not passed on: the hop's own, and the encoding (the recording keeps bodies plain). */
const NOT_FORWARDED = new Set(['host', 'connection', 'accept-encoding', 'content-length']);
/** Answer headers not passed back: the body is read whole and sent again unencoded. */
const NOT_RETURNED = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);
/** The local gateway's development routes: collectors and helpers, not the platform's calls. */
const DEV_PATH = /^\/__dev\//;

const pairsOf = (headers: Headers): HarPair[] =>
  [...headers].map(([name, value]) => ({ name, value }));

/** A proxy to a gateway that keeps every call it passes on, in order, as HAR entries. */
export interface Recorder {
  app: Hono;
  entries: () => readonly HarEntry[];
}

/**
 * Passes every call on to `base` unchanged (the encoding aside) and keeps the call and its answer
 * as written by the gateway, unredacted (the writer redacts). The local gateway's development
 * routes pass through unrecorded.
 */
export function createRecorder(base: string): Recorder {
  const entries: HarEntry[] = [];
  const app = new Hono();
  app.all('*', async (c) => {
    const request = c.req.raw;
    const incoming = new URL(request.url);
    const target = new URL(`${incoming.pathname}${incoming.search}`, base);
    const headers = new Headers(
      [...request.headers].filter(([name]) => !NOT_FORWARDED.has(name.toLowerCase())),
    );
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
    const startedAt = new Date();
    const answer = await fetch(target, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const time = Date.now() - startedAt.getTime();
    const returned = new Headers(
      [...answer.headers].filter(([name]) => !NOT_RETURNED.has(name.toLowerCase())),
    );
    if (!DEV_PATH.test(incoming.pathname)) {
      const mimeType = answer.headers.get('content-type') ?? '';
      const textual = TEXTUAL.test(mimeType);
      entries.push({
        startedDateTime: startedAt.toISOString(),
        time,
        request: {
          method: request.method,
          url: target.toString(),
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: pairsOf(headers),
          queryString: [...target.searchParams].map(([name, value]) => ({ name, value })),
          ...(body === undefined
            ? {}
            : {
                postData: { mimeType: request.headers.get('content-type') ?? '', text: body },
              }),
          headersSize: -1,
          bodySize: body === undefined ? 0 : Buffer.byteLength(body),
        },
        response: {
          status: answer.status,
          statusText: answer.statusText,
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: pairsOf(returned),
          content: {
            size: bytes.length,
            mimeType,
            text: bytes.toString(textual ? 'utf8' : 'base64'),
            ...(textual ? {} : { encoding: 'base64' }),
          },
          redirectURL: answer.headers.get('location') ?? '',
          headersSize: -1,
          bodySize: bytes.length,
        },
        cache: {},
        timings: { send: 0, wait: time, receive: 0 },
      });
    }
    return new Response(bytes, {
      status: answer.status,
      statusText: answer.statusText,
      headers: returned,
    });
  });
  return { app, entries: () => entries };
}
