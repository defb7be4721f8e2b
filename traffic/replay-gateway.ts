import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { getResponse } from 'msw';
import type { Har } from './har.ts';
import { BASE64_HEADER, replayHandlers } from './replay-handlers.ts';
import { BODY_PARAM, keyUrl, requestKey, type RequestKey } from './request-key.ts';

/** A call the archive had no answer for. */
export interface UnmatchedCall {
  method: string;
  /** The path and the query that matters (cache-busting parameters left out). */
  path: string;
  /** The body fields that matter ('' when none). */
  body: string;
}

/** The replay's own address for the list of unmatched calls (not under /api/, never proxied). */
export const UNMATCHED_PATH = '/__replay/unmatched';

/** The local gateway's development routes: collectors and helpers, never part of a recording. */
const DEV_PATH = /^\/__dev\//;

/** How the replay gateway is set up. */
export interface ReplayGatewayOptions {
  har: Har;
  /** Where calls without a recorded answer go; without it they fail with code 502. */
  fallbackUrl?: string | undefined;
}

/** A gateway answering from an archive, and what it could not answer. */
export interface ReplayGateway {
  app: Hono;
  unmatched: () => readonly UnmatchedCall[];
}

/** The path and the query that matters, without the body's digest (the body is listed itself). */
function shownPath(key: RequestKey): string {
  const query = new URLSearchParams(
    key.query.filter(({ name }) => name !== BODY_PARAM).map(({ name, value }) => [name, value]),
  ).toString();
  return query === '' ? key.path : `${key.path}?${query}`;
}

async function decoded(answer: Response): Promise<Response> {
  if (answer.headers.get(BASE64_HEADER) === null) return answer;
  const headers = new Headers(answer.headers);
  headers.delete(BASE64_HEADER);
  return new Response(Buffer.from(await answer.text(), 'base64'), {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}

/**
 * Stands where the gateway stands (the page server's GATEWAY_URL): each call is answered from the
 * archive when its method, path, query and body fields that matter were recorded, and otherwise
 * sent on to the fallback gateway and listed as unmatched. The development routes (analytics and
 * error collectors) go to the fallback, or are answered empty, and are not listed.
 */
export function createReplayGateway(options: ReplayGatewayOptions): ReplayGateway {
  const handlers = replayHandlers(options.har);
  const unmatched: UnmatchedCall[] = [];
  const app = new Hono();

  app.get(UNMATCHED_PATH, (c) => c.json(unmatched));
  app.all('*', async (c) => {
    const request = c.req.raw;
    const body = ['GET', 'HEAD'].includes(request.method)
      ? undefined
      : await request.clone().text();
    const key = requestKey(
      request.method,
      request.url,
      body,
      request.headers.get('content-type') ?? undefined,
    );
    const answer = await getResponse(handlers, new Request(keyUrl(key), { method: key.method }));
    if (answer) return decoded(answer);
    const dev = DEV_PATH.test(key.path);
    if (!dev) unmatched.push({ method: key.method, path: shownPath(key), body: key.body });
    const url = new URL(request.url);
    if (options.fallbackUrl)
      return proxy(new URL(`${url.pathname}${url.search}`, options.fallbackUrl), {
        raw: request,
        headers: { ...c.req.header(), host: undefined },
      });
    if (dev) return c.body(null, 204);
    return c.json(
      {
        code: 502,
        data: null,
        message: `replay: no recorded answer for ${key.method} ${key.path}`,
      },
      502,
    );
  });
  return { app, unmatched: () => unmatched };
}
