// npm run replay -- FILE.har [FILE.har …] [--port N] [--offline | --gateway URL] [--dist DIR]
// Serves the built client (the page server, as `npm start` does) against the recorded answers of
// HAR files: the browser's "Save all as HAR with content" or `npm run record`. Each call the page
// server or the browser makes is answered from the files when its method, path, query (cache-busting
// parameters left out) and body fields that matter were recorded (traffic/request-key.ts); the rest
// go to a fresh local gateway it starts (`--gateway URL`: that one; `--offline`: none, they fail with
// code 502). Ctrl-C stops it and lists the calls that had no recorded answer.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { parseHar } from '../traffic/har.ts';
import { createReplayGateway } from '../traffic/replay-gateway.ts';
import { startGateway, startPageServer, stopChild } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    offline: { type: 'boolean', default: false },
    gateway: { type: 'string' },
    dist: { type: 'string', default: resolve(root, 'dist') },
  },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error(
    'usage: npm run replay -- FILE.har [FILE.har …] [--port N] [--offline | --gateway URL] [--dist DIR]',
  );
  process.exit(2);
}

const archives = positionals.map((file) => parseHar(readFileSync(file, 'utf8'), file));
const har = {
  log: {
    version: '1.2',
    creator: { name: 'bosscloud-h5 replay', version: '1' },
    entries: archives.flatMap((archive) => archive.log.entries),
  },
};

const children = [];
const closers = [];
let replay;
let stopping = false;

function report() {
  const unmatched = replay?.unmatched() ?? [];
  if (unmatched.length === 0) return console.log('replay: every call had a recorded answer');
  console.log(`replay: ${unmatched.length} call(s) had no recorded answer:`);
  for (const call of unmatched)
    console.log(`  ${call.method} ${call.path}${call.body ? ` ${call.body.slice(0, 200)}` : ''}`);
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => stopChild(child)));
  for (const close of closers) close();
  report();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  let fallbackUrl = values.gateway;
  if (!fallbackUrl && !values.offline) {
    const data = mkdtempSync(join(tmpdir(), 'bc-replay-'));
    closers.push(() => rmSync(data, { recursive: true, force: true }));
    const gateway = await startGateway(['--dist', values.dist, '--data', data]);
    children.push(gateway.child);
    fallbackUrl = gateway.url;
  }
  replay = createReplayGateway({ har, fallbackUrl });
  const replayUrl = await new Promise((done) => {
    const server = serve({ fetch: replay.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      done(`http://127.0.0.1:${info.port}`),
    );
    closers.unshift(() => server.close());
  });
  console.log(
    `replay gateway on ${replayUrl}: ${har.log.entries.length} recorded calls from ${positionals.join(', ')}; the rest ${fallbackUrl ? `go to ${fallbackUrl}` : 'fail (offline)'}`,
  );
  const pageServer = await startPageServer(replayUrl, {
    PORT: values.port,
    DIST_DIR: resolve(values.dist),
  });
  children.push(pageServer.child);
  pageServer.child.on('exit', () => void stop(1));
  console.log(`replay listening on ${pageServer.url}`);
} catch (error) {
  console.error(`replay: ${error.message}`);
  await stop(1);
}
