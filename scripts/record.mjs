// npm run record -- --base GATEWAY_URL [--out DIR] [--name NAME] [--port N] [--dist DIR]
// Serves the built client (the page server, as `npm start` does) in front of a recorder that passes
// every call on to the gateway at --base and keeps it. Browse at the printed address; Ctrl-C writes
// what it saw, redacted (tokens, mobile numbers, user ids; cookies dropped): DIR/NAME.har (replay it
// with `npm run replay -- DIR/NAME.har`) and each page answered as DIR/pages/<pageId>.json (serve
// them with `npm start -- --pages DIR/pages`). DIR defaults to recordings/<date-time>, NAME to session.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createRecorder } from '../traffic/recorder.ts';
import { writeRecording } from '../traffic/write-recording.ts';
import { startPageServer, stopChild } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '..');
const usage =
  'usage: npm run record -- --base GATEWAY_URL [--out DIR] [--name NAME] [--port N] [--dist DIR]';
let values;
try {
  ({ values } = parseArgs({
    options: {
      base: { type: 'string' },
      out: {
        type: 'string',
        default: resolve(root, 'recordings', new Date().toISOString().replace(/[:.]/g, '-')),
      },
      name: { type: 'string', default: 'session' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      dist: { type: 'string', default: resolve(root, 'dist') },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (!values.base || !URL.canParse(values.base)) {
  console.error(usage);
  process.exit(2);
}

const recorder = createRecorder(values.base);
let pageServer;
let closeRecorder = () => {};
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (pageServer) await stopChild(pageServer.child);
  closeRecorder();
  const written = writeRecording(resolve(values.out), values.name, recorder.entries());
  console.log(`record: ${recorder.entries().length} calls written to ${written.har}`);
  for (const page of written.pages) console.log(`record: page ${page}`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  const recorderUrl = await new Promise((done) => {
    const server = serve({ fetch: recorder.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      done(`http://127.0.0.1:${info.port}`),
    );
    closeRecorder = () => server.close();
  });
  pageServer = await startPageServer(recorderUrl, {
    PORT: values.port,
    DIST_DIR: resolve(values.dist),
  });
  pageServer.child.on('exit', () => void stop(1));
  console.log(`record: recorder on ${recorderUrl}, passing calls on to ${values.base}`);
  console.log(`record listening on ${pageServer.url}; Ctrl-C writes the recording`);
} catch (error) {
  console.error(`record: ${error.message}`);
  await stop(1);
}
