// npm start: builds the client (`npx vite build`), then starts the local gateway with the remaining
// arguments, e.g. `PORT=9000 npm start -- --pages DIR`. `--no-build` skips the build. Ctrl-C (SIGINT)
// or SIGTERM is passed to whichever step is running, and the script ends when it has ended.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
// Defaults first, so a --dist or --data given by the caller (the last one counts) wins.
const gatewayArgs = [
  '--dist',
  resolve(root, 'dist'),
  '--data',
  resolve(root, '.data'),
  ...args.filter((arg) => arg !== '--no-build'),
];

let child;
let stopping = false;

function run(command, commandArgs, cwd) {
  return new Promise((done) => {
    child = spawn(command, commandArgs, { cwd, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`start: could not run ${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      done(signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : (code ?? 1));
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (child) child.kill(signal);
    else process.exit(130);
  });
}

if (build) {
  const code = await run('npx', ['vite', 'build'], root);
  if (stopping) process.exit(130);
  if (code !== 0) {
    console.error('start: the client build failed, so the gateway was not started');
    process.exit(code);
  }
}
const tsx = import.meta.resolve('tsx');
const code = await run(
  process.execPath,
  ['--import', tsx, resolve(root, 'gateway/main.ts'), ...gatewayArgs],
  process.cwd(),
);
process.exit(stopping ? 0 : code);
