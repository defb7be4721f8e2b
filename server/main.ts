// The page server's process: every setting from the environment (README "Deploying the page server").
//   GATEWAY_URL  the gateway's address (required): loaders call it, the browser's /api/ calls go to it
//   PORT         where to listen (default 3000; 0 picks a free port)
//   HOST         the interface to listen on (default 127.0.0.1; 0.0.0.0 in a container)
//   DIST_DIR     the built client (default: the dist/ folder beside this build)
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { warmUpServer } from '../app/server-services.ts';
import { createPageServer } from './app.ts';

const gatewayUrl = process.env.GATEWAY_URL;
if (!gatewayUrl) {
  console.error('page server: GATEWAY_URL is required (the gateway the pages are loaded from)');
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? resolve(import.meta.dirname, '..', 'dist'));
const app = createPageServer({ distDir, gatewayUrl });
const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: host },
  (info) => {
    console.log(`page server listening on http://${host}:${info.port} (gateway ${gatewayUrl})`);
  },
);
warmUpServer().catch((error: unknown) => console.error('page server: warm-up failed', error));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
