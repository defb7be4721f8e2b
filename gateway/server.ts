import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { serveApi } from './api.ts';
import type { GatewayContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { seedDatabase } from './db/seed.ts';
import { serveDevRoute } from './dev-routes.ts';
import { fail } from './http/answer.ts';
import { parseRequestPath } from './http/request-path.ts';
import { sendAnswer, sendText } from './http/send.ts';
import { listPages } from './pages.ts';
import { ROUTES } from './routes.ts';
import { renderIndexPage } from './static/index-page.ts';
import { builtPages, serveDist } from './static/serve-dist.ts';
import { serveStorage } from './storage/serve-storage.ts';

/** How a gateway is set up. */
export interface GatewayOptions {
  /** Holds the SQLite file and uploads; created when missing. */
  dataDir: string;
  /** The built client. */
  distDir: string;
  /** Folders of recorded page answers served as-is (first folder holding a page wins). */
  pagesDirs?: readonly string[];
  /** Seed source; defaults to the project's fixtures/. */
  fixturesDir?: string;
  /** Enables `/__dev/…` helpers (local mode). */
  devRoutes?: boolean;
  log?: (line: string) => void;
  now?: () => number;
}

/** A running (or ready to run) local gateway. */
export interface Gateway {
  context: GatewayContext;
  server: Server;
  /** Listens on 127.0.0.1 only; answers the port (useful with 0). */
  listen: (port: number) => Promise<number>;
  close: () => Promise<void>;
}

const DEFAULT_FIXTURES = join(import.meta.dirname, '..', 'fixtures');

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  context: GatewayContext,
  options: GatewayOptions,
): Promise<void> {
  const target = parseRequestPath(request.url ?? '/');
  if (!target) return sendText(response, 400, 'bad path');
  const [area = '', ...rest] = target.segments;
  if (area === 'api')
    return serveApi(request, response, ROUTES, context, rest.join('/'), target.query);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return sendText(response, 405, 'method not allowed');
  if (area === 'storage') return serveStorage(request, response, context, rest);
  if (
    area === '__dev' &&
    options.devRoutes &&
    serveDevRoute(response, context, rest.join('/'), target.query)
  )
    return;
  if (target.pathname === '/') {
    const html = renderIndexPage({
      pages: listPages(context),
      builtPages: builtPages(options.distDir),
    });
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    response.end(html);
    return;
  }
  if (!serveDist(request, response, options.distDir, target.segments))
    sendText(response, 404, 'not found');
}

/** Opens and seeds the database and builds the HTTP server; call `listen` to start answering. */
export function createGateway(options: GatewayOptions): Gateway {
  const db = openDatabase(options.dataDir);
  seedDatabase(db, { fixturesDir: options.fixturesDir ?? DEFAULT_FIXTURES });
  const context: GatewayContext = {
    db,
    pagesDirs: options.pagesDirs ?? [],
    dataDir: options.dataDir,
    log: options.log ?? ((line) => console.log(line)),
    now: options.now ?? Date.now,
  };
  const server = createServer((request, response) => {
    const started = performance.now();
    response.on('close', () => {
      const path = (request.url ?? '/').split('?')[0];
      context.log(
        `${request.method} ${path} ${response.statusCode} ${Math.round(performance.now() - started)}ms`,
      );
    });
    route(request, response, context, options).catch((error: unknown) => {
      context.log(`[error] ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) sendAnswer(response, fail(500, '本地网关内部错误', 500));
      else response.destroy();
    });
  });
  return {
    context,
    server,
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
