// Starts the local gateway and the page server as child processes for scripts (start, e2e, bench)
// and stops them again.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Starts `gateway/main.ts` on a free loopback port; resolves with `{ url, child, output }` once it
 * prints that it listens (30 s at most). `args` are extra gateway arguments (--dist, --data, --pages).
 */
export function startGateway(args) {
  return startChild(
    ['--import', 'tsx', 'gateway/main.ts', '--port', '0', ...args],
    {},
    /gateway listening on (http:\/\/127\.0\.0\.1:\d+)/,
    'gateway',
  );
}

/**
 * Starts the built page server (dist-server/main.js, `npm run build`) on a free loopback port in
 * front of `gatewayUrl`; resolves like startGateway. `env` adds settings (DIST_DIR, …).
 */
export function startPageServer(gatewayUrl, env = {}) {
  return startChild(
    [resolve(root, 'dist-server/main.js')],
    { GATEWAY_URL: gatewayUrl, PORT: '0', HOST: '127.0.0.1', ...env },
    /page server listening on (http:\/\/127\.0\.0\.1:\d+)/,
    'page server',
  );
}

function startChild(args, env, listening, name) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const log = { text: '' };
  return new Promise((done, failed) => {
    const timer = setTimeout(() => {
      void stopChild(child);
      failed(new Error(`${name} did not start within 30 s:\n${log.text}`));
    }, 30_000);
    const read = (chunk) => {
      log.text += chunk;
      const match = listening.exec(log.text);
      if (match) {
        clearTimeout(timer);
        done({ url: match[1], child, log });
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      failed(new Error(`${name} exited with code ${code} before listening:\n${log.text}`));
    });
  });
}

/** Stops a child process: SIGTERM, then SIGKILL after 3 s. */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
