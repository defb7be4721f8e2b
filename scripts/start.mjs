// npm start: builds the client and the page server (`npm run build`), starts the local gateway on an
// internal loopback port with the remaining arguments (e.g. `PORT=9000 npm start -- --pages DIR`),
// then the page server in front of it on 127.0.0.1:$PORT (default 8080): one address serves the
// server-rendered pages and proxies the browser's calls to the gateway. With GATEWAY_URL set, no
// local gateway is started and the page server uses that one. `--no-build` skips the build. Ctrl-C
// (SIGINT) or SIGTERM stops everything.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startGateway, startPageServer, stopChild } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const port = process.env.PORT ?? '8080';
// Defaults first, so a --dist or --data given by the caller (the last one counts) wins.
const gatewayArgs = [
  '--dist',
  resolve(root, 'dist'),
  '--data',
  resolve(root, '.data'),
  ...args.filter((arg) => arg !== '--no-build'),
];

const children = [];
let stopping = false;

async function stop(code) {
  stopping = true;
  await Promise.all(children.map((child) => stopChild(child)));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

function fail(message) {
  console.error(`start: ${message}`);
  void stop(1);
}

if (build) {
  const code = await new Promise((done) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    children.push(child);
    child.on('error', () => done(1));
    child.on('exit', (status) => done(status ?? 1));
  });
  children.length = 0;
  if (stopping) await new Promise(() => {});
  if (code !== 0) fail('the build failed, so nothing was started');
}

/** Passes a child's output through, and stops everything when it ends by itself. */
function follow(started, name) {
  children.push(started.child);
  process.stdout.write(started.log.text);
  started.child.stdout.pipe(process.stdout);
  started.child.stderr.pipe(process.stderr);
  started.child.on('exit', (code) => {
    if (!stopping) fail(`the ${name} stopped (exit code ${code})`);
  });
}

try {
  let gatewayUrl = process.env.GATEWAY_URL;
  if (!gatewayUrl) {
    const gateway = await startGateway(gatewayArgs);
    follow(gateway, 'local gateway');
    gatewayUrl = gateway.url;
  }
  const pageServer = await startPageServer(gatewayUrl, { PORT: port });
  follow(pageServer, 'page server');
  console.log(`start: open http://127.0.0.1:${port}/`);
} catch (error) {
  fail(error.message);
}
