// Starts the traffic scripts (scripts/record.mjs, scripts/replay.mjs) as the e2e files of issue 15
// use them: a child process of node with tsx, read until it prints the address it listens on.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Runs `script` with `args`; resolves once `listening` (a pattern whose first group is an address)
 * appears in its output, with that `url`, the output so far, and `stop()`, which ends the script
 * (SIGTERM, so it writes its recording or lists its unmatched calls) and resolves with all it printed.
 */
export function startScript(script, args, listening) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, failed) => {
    const read = (chunk) => {
      output += chunk;
      const url = listening.exec(output)?.[1];
      if (url)
        done({
          url,
          output,
          stop: () =>
            new Promise((stopped) => {
              if (child.exitCode !== null) return stopped(output);
              child.once('close', () => stopped(output));
              child.kill('SIGTERM');
            }),
        });
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('exit', (code) => failed(new Error(`${script} exited with code ${code}:\n${output}`)));
  });
}
