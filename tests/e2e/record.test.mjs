// Issue 15: `npm run record -- --base <gateway>` in front of the e2e gateway keeps a sign-up on page
// 1002 (the steps of tests/recorded/sessions.mjs), and writes it without secrets: no cookie, every
// token `redacted`, the visitor's mobile number and user id replaced; the page it opened as
// pages/1002.json, the gateway's answer as it was. The same file then replays with no gateway.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { SESSIONS, VISITOR } from '../recorded/sessions.mjs';
import { gatewayUrl, launchBrowser, listed, openPage } from './harness.mjs';
import { startScript } from './traffic-script.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.E2E_DIST ?? 'dist');
const PAGE_1002 = JSON.parse(readFileSync(resolve(root, 'fixtures/pages/1002.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'bc-record-test-'));

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a sign-up recorded through `npm run record` is written redacted and replays with no gateway', async () => {
  const { path, visit } = SESSIONS.find(({ name }) => name === 'activity-sign-up');
  const recorder = await startScript(
    'scripts/record.mjs',
    ['--base', gatewayUrl, '--out', work, '--name', 'sign-up', '--port', '0', '--dist', dist],
    /record listening on (http:\/\/[\d.]+:\d+)/,
  );
  const visitor = await openPage(browser);
  let recorded = '';
  try {
    await visitor.page.goto(`${recorder.url}${path}`, { waitUntil: 'domcontentloaded' });
    await visit(visitor.page, {
      smsCode: async (mobile) =>
        String(
          (await (await fetch(`${gatewayUrl}/__dev/sms/latest?mobile=${mobile}`)).json()).code,
        ),
    });
    assert.deepEqual(visitor.errors, [], `errors:${listed(visitor.errors)}`);
  } finally {
    await visitor.context.close();
    recorded = await recorder.stop();
  }
  assert.match(recorded, /record: \d+ calls written to .*sign-up\.har/);

  const text = readFileSync(join(work, 'sign-up.har'), 'utf8');
  const entries = JSON.parse(text).log.entries;
  const called = entries.map((entry) => new URL(entry.request.url).pathname);
  for (const call of [
    '/api/page/v2/find',
    '/api/userLogin/mobileLogin',
    '/api/newStayConsult/newCommitActivityStayConsult',
  ])
    assert.ok(called.includes(call), `${call} was recorded`);
  assert.ok(!text.includes(VISITOR.mobile), 'the mobile number is not written');
  const headers = entries.flatMap((entry) => [...entry.request.headers, ...entry.response.headers]);
  assert.deepEqual(
    headers.filter(({ name }) => /^(cookie|set-cookie|authorization)$/i.test(name)),
    [],
    'no cookie or credential header',
  );
  assert.deepEqual(
    [
      ...new Set(
        headers.filter(({ name }) => name.toLowerCase() === 'token').map(({ value }) => value),
      ),
    ],
    ['redacted'],
    'every token header is replaced',
  );
  const login = entries.find((entry) => entry.request.url.endsWith('/api/userLogin/mobileLogin'));
  const answer = JSON.parse(login.response.content.text).data;
  assert.equal(answer.token, 'redacted', 'the token in the login answer is replaced');
  assert.match(String(answer.user.id), /^9000000\d\d$/, 'the user id is replaced');
  assert.deepEqual(
    JSON.parse(readFileSync(join(work, 'pages/1002.json'), 'utf8')),
    PAGE_1002,
    'pages/1002.json is the page answer as the gateway gave it',
  );

  const replay = await startScript(
    'scripts/replay.mjs',
    [join(work, 'sign-up.har'), '--offline', '--port', '0', '--dist', dist],
    /replay listening on (http:\/\/[\d.]+:\d+)/,
  );
  const again = await openPage(browser);
  let output = '';
  try {
    await again.page.goto(`${replay.url}${path}`, { waitUntil: 'domcontentloaded' });
    assert.equal(await again.page.title(), PAGE_1002.data.pageName);
  } finally {
    await again.context.close();
    output = await replay.stop();
  }
  assert.match(output, /every call had a recorded answer/);
});
