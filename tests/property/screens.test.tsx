import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { Route } from '../../app/route.ts';
import { ROUTES } from '../../app/routes.tsx';
import { requestHost, serverApi } from '../../app/server-services.ts';
import { startTestGateway, type TestGateway } from '../../gateway/test-gateway.ts';
import { examplesFor, type DevExamples } from '../../lib/dev-examples.ts';
import { inlineJson } from '../../lib/inline-json.ts';
import { readQuery } from '../../lib/query.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { renderHtml } from '../../server/render.ts';
import { check, RUNS, SEED } from './check.ts';
import { editsArbitrary, mutated, type Json } from './mutations.ts';
import { prototypeState } from './prototype-state.ts';

// Malformed screen answers (issue 16): each route of the table is loaded once from the local
// gateway with an example it knows, its answers recorded; then fast-check edits those answers
// (the envelope's code and message too) or replaces a whole body (HTML, truncated JSON, nothing,
// JSON twice encoded), and the route is loaded and rendered as the page server does. A call the
// client refuses (an ApiError) or a page the loader refuses (PageLoadError) is the shell or the
// route's own failure page; anything else thrown is a crash. Figures: 0 uncaught errors, 0 server
// render crashes, Object.prototype unchanged.

type AnyRoute = Route<unknown>;
/** Bodies that are not the JSON envelope a call expects. */
const RAW_KINDS = ['html', 'truncated', 'empty', 'double-encoded'] as const;
interface Raw {
  at: number;
  kind: (typeof RAW_KINDS)[number];
}

let gateway: TestGateway;
let examples: DevExamples['examples'] = [];
const realFetch = globalThis.fetch;
/** What the fake gateway answers now: by call path, the body text; undefined passes to the real one. */
let answering: ((path: string) => string) | undefined;
/** Where the real gateway's answers are kept, by call path, while a route's are recorded. */
let recording: Record<string, Json> | undefined;
const figures = { runs: 0, rendered: 0, refused: 0, failurePages: 0 };
const before = prototypeState();
let uncaught = 0;
const onUncaught = () => {
  uncaught += 1;
};

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  gateway = await startTestGateway();
  examples = ((await (await realFetch(`${gateway.base}/__dev/examples`)).json()) as DevExamples)
    .examples;
}, 60_000);

// Each test's own: the fake gateway in front of the real one.
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!answering) {
      const answer = await realFetch(new URL(`${url.pathname}${url.search}`, gateway.base), init);
      if (recording) recording[url.pathname] = (await answer.clone().json()) as Json;
      return answer;
    }
    return new Response(answering(url.pathname), {
      headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
    });
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await gateway?.stop();
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  console.log(
    `property screens (seed ${SEED}, ${RUNS} runs per route): ${figures.runs} loads (the recording ones too), ${figures.rendered} rendered (${figures.failurePages} as the route's failure page), ` +
      `${figures.refused} refused (shell); uncaught errors ${uncaught}, server render crashes 0, Object.prototype unchanged`,
  );
  expect(uncaught).toBe(0);
});

/** Loads and renders a route as the page server does (server/app.ts); what is refused answers the shell. */
async function serve(route: AnyRoute, search: string): Promise<void> {
  figures.runs += 1;
  const query = readQuery(search);
  const api = serverApi({
    gatewayUrl: 'http://gateway.invalid',
    query,
    timeoutMs: 10_000,
    logger: { error: () => {}, warn: () => {} },
  });
  let loaded;
  try {
    loaded = await route.load({ api, query, signal: new AbortController().signal });
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof PageLoadError)) throw error;
    figures.refused += 1;
    return;
  }
  const host = requestHost(undefined, query);
  route.head(loaded.data);
  route.preload(loaded.data);
  const { errors } = await renderHtml(route.render(loaded.data, { api, host, query, search }));
  expect(errors).toEqual([]);
  expect(JSON.parse(inlineJson({ host, data: loaded.data }))).toBeTruthy();
  expect(prototypeState()).toEqual(before);
  figures.rendered += 1;
  if (loaded.status !== 200) figures.failurePages += 1;
}

function body(answer: Json, raw: Raw | undefined): string {
  const text = JSON.stringify(answer);
  if (!raw) return text;
  switch (raw.kind) {
    case 'html':
      return '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
    case 'truncated':
      return text.slice(0, raw.at % Math.max(1, text.length));
    case 'empty':
      return '';
    case 'double-encoded':
      return JSON.stringify(text);
    default:
      return raw.kind satisfies never;
  }
}

describe('malformed screen answers: every route, loaded and rendered as the page server does', () => {
  test.each((ROUTES as readonly AnyRoute[]).map((route) => [route.name, route] as const))(
    '%s',
    async (name, route) => {
      const example = examplesFor(route.params, examples)[0]?.query ?? {};
      const search = new URLSearchParams(example).toString();
      // The route's own answers, recorded once from the local gateway.
      const answers: Record<string, Json> = {};
      recording = answers;
      try {
        await serve(route, search);
      } finally {
        recording = undefined;
      }
      // A route that calls nothing (a static text) has no answer to get wrong.
      if (Object.keys(answers).length === 0) return void console.log(`screen ${name}: no calls`);
      const paths = Object.keys(answers);
      await check(
        `screen ${name}`,
        fc.record({
          edits: editsArbitrary(8),
          raw: fc.option(fc.record({ at: fc.nat(), kind: fc.constantFrom(...RAW_KINDS) }), {
            freq: 8,
          }),
        }),
        async ({ edits, raw }) => {
          const edited = mutated(answers, edits) as Record<string, Json> | null;
          const hit = raw ? paths[raw.at % Math.max(1, paths.length)] : undefined;
          answering = (path) =>
            body(
              (edited && typeof edited === 'object' ? edited[path] : undefined) ?? {
                code: 1,
                data: null,
              },
              path === hit ? (raw ?? undefined) : undefined,
            );
          try {
            await serve(route, search);
          } finally {
            answering = undefined;
          }
        },
      );
    },
    900_000,
  );
});
