import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { Answer, CallRequest } from './answer.ts';
import { fail } from './answer.ts';
import type { GatewayContext } from './context.ts';
import { devRoutes } from './dev-routes.ts';
import { faultMiddleware } from './fault-middleware.ts';
import { createFaultSwitch, type FaultSwitch } from './faults.ts';
import { receiveUpload } from './handlers/uploads.ts';
import { listPages } from './pages.ts';
import { parseRequestPath } from './request-path.ts';
import { routeTarget, type Route } from './route.ts';
import { ROUTES } from './routes.ts';
import { renderIndexPage } from './static/index-page.ts';
import { storageRoutes } from './storage/serve-storage.ts';

/** What the app serves besides the calls. */
export interface GatewayAppOptions {
  /** The built client. */
  distDir: string;
  /** Enables `/__dev/…` helpers (local mode). */
  devRoutes?: boolean;
}

/**
 * What the Node adapter hands the app: the raw request target (path and query as sent), for the
 * traversal guard and the log, and the socket, which the fault mode may drop.
 */
type Bindings = { incoming?: { url?: string; socket?: { destroy: () => void } } };

const JSON_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 10 * 1024 * 1024;
/** Hashed build output: its name changes with its content, so it may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function answer(c: Context, result: Answer): Response {
  if (result.kind === 'raw') {
    return c.body(new Uint8Array(result.body), result.status as 200, {
      'Content-Type': result.contentType,
      'Cache-Control': 'no-store',
    });
  }
  const { code, data, message } = result;
  c.header('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(result.headers)) c.header(name, value);
  return c.json({ code, data, message }, result.status as 200);
}

async function readJson(c: Context): Promise<unknown> {
  const text = (await c.req.text()).trim();
  if (text === '') return {};
  return JSON.parse(text) as unknown;
}

/** One call as its handler sees it; a body that is not JSON answers 400 with the parser's words. */
async function callOf(c: Context, bodyKind: Route['body'] = 'json'): Promise<CallRequest | Answer> {
  let body: unknown = {};
  if (c.req.method === 'POST') {
    try {
      body = bodyKind === 'multipart' ? await c.req.parseBody() : await readJson(c);
    } catch (error) {
      return fail(400, `请求体不是合法的 JSON: ${(error as Error).message}`, 400);
    }
  }
  return {
    method: c.req.method,
    path: c.req.path,
    params: c.req.param(),
    query: new URL(c.req.url).searchParams,
    headers: c.req.header(),
    body,
  };
}

function mountCalls(
  app: Hono<{ Bindings: Bindings }>,
  context: GatewayContext,
  faults: FaultSwitch | undefined,
): void {
  const limit = bodyLimit({
    maxSize: JSON_LIMIT,
    onError: (c) => answer(c, fail(413, `请求体过大（上限 ${JSON_LIMIT} 字节）`, 413)),
  });
  const allowed = new Map<string, string[]>();
  for (const route of ROUTES) {
    const { method, pattern } = routeTarget(route.name);
    allowed.set(pattern, [...(allowed.get(pattern) ?? []), method]);
    const faulty = faults ? [faultMiddleware(faults, route.name)] : [];
    app.on(method, pattern, limit, ...faulty, async (c) => {
      const call = await callOf(c, route.body);
      return answer(c, 'kind' in call ? call : await route.handle(call, context));
    });
  }
  // A known path asked with another method answers 405, naming the methods it takes.
  for (const [pattern, methods] of allowed) {
    app.all(pattern, (c) =>
      answer(c, fail(405, `该接口只接受 ${methods.join(', ')} 请求: ${c.req.path}`, 405)),
    );
  }
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_LIMIT,
    onError: (c) => answer(c, fail(413, `请求体过大（上限 ${UPLOAD_LIMIT} 字节）`, 413)),
  });
  app.post('/api/oss/upload', uploadLimit, async (c) => {
    const call = await callOf(c, 'multipart');
    return answer(c, 'kind' in call ? call : await receiveUpload(call, context));
  });
  app.all('/api/*', (c) =>
    answer(c, fail(404, `本地网关未提供该接口: ${c.req.path.replace(/^\/api\//, '')}`, 404)),
  );
}

function builtPages(distDir: string): string[] {
  try {
    return readdirSync(distDir)
      .filter((file) => file.endsWith('.html'))
      .sort();
  } catch {
    return [];
  }
}

function mountClient(
  app: Hono<{ Bindings: Bindings }>,
  context: GatewayContext,
  distDir: string,
): void {
  app.get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(renderIndexPage({ pages: listPages(context), builtPages: builtPages(distDir) }));
  });
  app.use(
    '/*',
    serveStatic({
      root: distDir,
      // `/page` may omit `.html`, as the platform's mobile site does.
      rewriteRequestPath: (path) => {
        if (path.endsWith('/') || /\.\w+$/.test(path)) return path;
        try {
          readFileSync(join(distDir, `${path}.html`), { flag: 'r' });
          return `${path}.html`;
        } catch {
          return path;
        }
      },
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          path.includes('/assets/')
            ? IMMUTABLE
            : path.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    }),
  );
}

/**
 * The local gateway as a Hono app: the calls of the endpoint table under `/api/`, storage
 * placeholders and uploads under `/storage/`, local helpers under `/__dev/`, the index page, and
 * the built client. Runs on Node through @hono/node-server (gateway/server.ts).
 */
export function createGatewayApp(
  context: GatewayContext,
  options: GatewayAppOptions,
): Hono<{ Bindings: Bindings }> {
  const app = new Hono<{ Bindings: Bindings }>();
  app.use(async (c, next) => {
    const started = performance.now();
    const target = c.env?.incoming?.url ?? c.req.path;
    // A path that tries to leave its folder (`..`, encoded or not, an encoded slash) is refused.
    if (!parseRequestPath(target)) {
      c.res = c.text('bad path\n', 400);
    } else {
      await next();
    }
    context.log(
      `${c.req.method} ${target.split('?')[0]} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
    );
  });
  app.use(compress());
  app.use(etag());
  app.onError((error, c) => {
    context.log(`[error] ${error.stack ?? String(error)}`);
    return answer(c, fail(500, '本地网关内部错误', 500));
  });
  // The fault mode (issue 16) exists where the dev helpers do: never on the platform.
  const faults = options.devRoutes ? createFaultSwitch(context.now) : undefined;
  mountCalls(app, context, faults);
  app.route('/storage', storageRoutes(context));
  if (faults) app.route('/__dev', devRoutes(context, faults));
  mountClient(app, context, options.distDir);
  app.on(['POST', 'PUT', 'DELETE', 'PATCH'], '/*', (c) => c.text('method not allowed\n', 405));
  app.notFound((c) => c.text('not found\n', 404));
  return app;
}
