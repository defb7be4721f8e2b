// End-to-end run (npm run e2e): expects dist/, dist-server/ (and storybook-static/) to be built.
// Ensures Chromium, starts the local gateway on a free loopback port with a throw-away data folder
// (plus the extra pages in tests/e2e/pages), the page server in front of it (the address the tests
// open: E2E_BASE_URL; the gateway's own is E2E_GATEWAY_URL) and a static server for
// storybook-static/, then runs every
// tests/e2e/*.test.mjs with node's test runner; a few failing files run once more, and a test that
// then passes is printed as flaky. Arguments name test files to run instead of all; E2E_DIST serves
// another build folder than dist/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic as serveFolder } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HUGE_PAGE_ID, writeBigPage } from './bench/big-page.mjs';
import { startGateway, startPageServer, stopChild } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = process.env.E2E_DIST ?? 'dist';
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'bc-e2e-'));
const cleanups = [];

function log(message) {
  console.log(`e2e: ${message}`);
}

async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

let exiting = false;
async function exit(code, message) {
  if (exiting) return;
  exiting = true;
  if (message) console.error(`e2e: ${message}`);
  await cleanup();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void exit(130, `stopped by ${signal}`));

/** Serves a folder read-only on a free loopback port (byte ranges too, as media need); resolves with its base address. */
function serveStatic(folder) {
  const app = new Hono().use('/*', serveFolder({ root: relative(process.cwd(), folder) }));
  return new Promise((done) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      done(`http://127.0.0.1:${info.port}`),
    );
    cleanups.push(() => new Promise((closed) => server.close(() => closed())));
  });
}

function testFiles() {
  const named = process.argv.slice(2);
  if (named.length) return named;
  const folder = join(root, 'tests/e2e');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.test.mjs'))
    .sort()
    .map((name) => join('tests/e2e', name));
}

/**
 * The Content Security Policy's figures over the run: what each test file's pages refused
 * (tests/e2e/harness.mjs writes one report per file); a negative control's are counted apart.
 */
function policyFigures(folder) {
  const reports = readdirSync(folder).map((name) =>
    JSON.parse(readFileSync(join(folder, name), 'utf8')),
  );
  const total = (key) =>
    reports.reduce((sum, report) => sum + (key === 'pages' ? report.pages : report[key].length), 0);
  for (const report of reports.filter((entry) => entry.violations.length > 0))
    for (const violation of report.violations)
      console.error(
        `e2e: CSP violation in ${report.file}: ${violation.directive} refused ${violation.blocked || 'inline'} on ${violation.document}`,
      );
  return {
    files: reports.length,
    pages: total('pages'),
    violations: total('violations'),
    controls: total('controls'),
  };
}

/** Counts from the TAP copy of the report: `# pass N`, `# fail N`. */
function counts(tapFile) {
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const count = (word) => Number(new RegExp(`^# ${word} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled') };
}

if (!existsSync(resolve(root, dist, 'activity-page.html')))
  await exit(1, `${dist}/activity-page.html is missing: run \`npm run build\` first`);
if (!existsSync(resolve(root, 'dist-server/main.js')))
  await exit(1, 'dist-server/main.js is missing: run `npm run build` first');
const chromium = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], {
  stdio: 'inherit',
});
if (chromium.status !== 0) await exit(1, 'could not install Chromium');

const gatewayArgs = ['--dist', dist, '--data', join(work, 'data')];
if (existsSync(join(root, 'tests/e2e/pages'))) gatewayArgs.push('--pages', 'tests/e2e/pages');
// Generated pages, too large to keep in git: the long-task test's 1,000 modules (one sign-up form).
const generated = join(work, 'pages');
mkdirSync(generated);
writeBigPage(generated, 1000, HUGE_PAGE_ID, { forms: 1 });
gatewayArgs.push('--pages', generated);
let baseUrl;
let gatewayUrl;
try {
  const gateway = await startGateway(gatewayArgs);
  cleanups.push(() => stopChild(gateway.child));
  gatewayUrl = gateway.url;
  const pageServer = await startPageServer(gatewayUrl, { DIST_DIR: resolve(root, dist) });
  cleanups.push(() => stopChild(pageServer.child));
  baseUrl = pageServer.url;
} catch (error) {
  await exit(1, error.message);
}
const storybookDir = join(root, 'storybook-static');
const storybookUrl = existsSync(join(storybookDir, 'index.json'))
  ? await serveStatic(storybookDir)
  : '';
log(
  `page server ${baseUrl}; gateway ${gatewayUrl}; storybook ${storybookUrl || 'not built (storybook-static/ missing)'}; ready after ${Date.now() - started} ms`,
);

const policyDir = join(work, 'csp');
mkdirSync(policyDir);

/** Runs `files` with node's test runner against the servers above; resolves with its exit code. */
async function runTests(files, tapFile) {
  const runner = spawn(
    process.execPath,
    [
      '--test',
      '--test-concurrency=2',
      '--test-timeout=420000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tapFile}`,
      ...files,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_GATEWAY_URL: gatewayUrl,
        E2E_STORYBOOK_URL: storybookUrl,
        E2E_CSP_DIR: policyDir,
      },
    },
  );
  cleanups.push(() => stopChild(runner));
  // A test file that leaves something open would keep the runner alive: stop it after 20 minutes.
  const watchdog = setTimeout(() => {
    console.error('e2e: the test runner did not finish within 20 minutes; stopping it');
    void stopChild(runner);
  }, 1_200_000);
  const code = await new Promise((done) => runner.on('exit', (status) => done(status ?? 1)));
  clearTimeout(watchdog);
  if (exiting) await new Promise(() => {});
  return code;
}

/** The tests that failed in a TAP report (not the suites around them): name and file. */
function failures(tapFile) {
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const found = [];
  for (const match of tap.matchAll(
    /^\s*not ok \d+ - (.*)\n(?:\s+.*\n)*?\s+location: '([^']+):\d+:\d+'\n\s+failureType: '(\w+)'/gm,
  ))
    if (match[3] !== 'subtestsFailed')
      found.push({ name: match[1], file: relative(root, match[2]) });
  return found;
}

/**
 * A few failing files are run once more: a test that fails and then passes is reported as flaky
 * (by name, so it gets looked at) and does not fail the run; one that fails again does. Many
 * failing files are a breakage, not flakiness: they are not run again.
 */
const RETRIED_FILES_AT_MOST = 3;

const tapFile = join(work, 'report.tap');
let code = await runTests(testFiles(), tapFile);
let { passed, failed } = counts(tapFile);
const failedFirst = failures(tapFile);
const files = [...new Set(failedFirst.map(({ file }) => file))];
if (failed > 0 && files.length > 0 && files.length <= RETRIED_FILES_AT_MOST) {
  log(`running once more the file(s) with a failing test: ${files.join(', ')}`);
  const retryTap = join(work, 'retry.tap');
  code = await runTests(files, retryTap);
  const again = counts(retryTap);
  const stillFailing = new Set(failures(retryTap).map(({ name }) => name));
  for (const { name, file } of failedFirst)
    if (!stillFailing.has(name)) log(`flaky: failed, then passed when run again: ${file}: ${name}`);
  passed += failed - again.failed;
  failed = again.failed;
}
const policy = policyFigures(policyDir);
log(
  `Content Security Policy: ${policy.violations} violations over ${policy.pages} pages in ${policy.files} files (negative control: ${policy.controls} caught)`,
);
log(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
await exit(policy.violations > 0 && code === 0 ? 1 : code);
