import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createGatewayApp } from './app.ts';
import type { GatewayContext } from './context.ts';
import { openDatabase } from './db/open.ts';
import { seedDatabase } from './db/seed.ts';

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
  const app = createGatewayApp(context, {
    distDir: options.distDir,
    ...(options.devRoutes === undefined ? {} : { devRoutes: options.devRoutes }),
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
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
