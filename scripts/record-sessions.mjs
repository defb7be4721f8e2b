// Records the sessions of tests/recorded/sessions.mjs again (after a change to the calls or the
// fixtures): `node scripts/record-sessions.mjs [NAME …]` (build first). Starts a fresh local gateway,
// then for each session `npm run record` in front of it, drives Chromium through the session's steps
// and stops the recorder, which writes tests/recorded/NAME.har (redacted). Review the diff, then commit.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, phone } from '../tests/e2e/harness.mjs';
import { SESSIONS } from '../tests/recorded/sessions.mjs';
import { startGateway, stopChild } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '..');
const named = process.argv.slice(2);
const sessions = named.length ? SESSIONS.filter(({ name }) => named.includes(name)) : SESSIONS;
const work = mkdtempSync(join(tmpdir(), 'bc-record-'));

/** Starts `npm run record` against the gateway; resolves with its address once it listens. */
function startRecorder(gatewayUrl, name) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/record.mjs',
      '--base',
      gatewayUrl,
      '--out',
      work,
      '--name',
      name,
      '--port',
      '0',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  return new Promise((done, failed) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
      const listening = /record listening on (http:\/\/\S+?);/.exec(output);
      if (listening) done({ child, url: listening[1] });
    });
    child.on('exit', (code) => failed(new Error(`record exited with code ${code}`)));
  });
}

const gateway = await startGateway(['--dist', 'dist', '--data', join(work, 'data')]);
const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  for (const session of sessions) {
    const recorder = await startRecorder(gateway.url, session.name);
    const context = await browser.newContext({
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${recorder.url}${session.path}`, { waitUntil: 'domcontentloaded' });
    await session.visit(page, {
      smsCode: async (mobile) => {
        const answer = await fetch(`${gateway.url}/__dev/sms/latest?mobile=${mobile}`);
        return String((await answer.json()).code);
      },
    });
    await page.waitForLoadState('networkidle');
    await context.close();
    await stopChild(recorder.child);
    copyFileSync(
      join(work, `${session.name}.har`),
      join(root, 'tests/recorded', `${session.name}.har`),
    );
    console.log(`record-sessions: tests/recorded/${session.name}.har`);
  }
} finally {
  await browser.close();
  await stopChild(gateway.child);
  rmSync(work, { recursive: true, force: true });
}
