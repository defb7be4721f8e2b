/* global axe -- injected into the page by axeViolations() before it is used */
// Shared helpers for the end-to-end tests (run by scripts/e2e.mjs, which starts the gateway and
// the Storybook server and passes their addresses in E2E_BASE_URL and E2E_STORYBOOK_URL).
// One browser per test file: `const browser = await launchBrowser()` in `before`, closed in `after`.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { after } from 'node:test';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');

/** Base address of the local gateway serving the built client. */
export const baseUrl = process.env.E2E_BASE_URL ?? '';

/**
 * The local gateway's own address. It also serves the built client as a plain static host would
 * (no page server): the client-rendered path.
 */
export const gatewayUrl = process.env.E2E_GATEWAY_URL ?? '';

/** Base address of the static Storybook build ('' when it was not built). */
export const storybookUrl = process.env.E2E_STORYBOOK_URL ?? '';

/** The phone viewport the tests use unless they say otherwise. */
export const phone = { width: 375, height: 812 };

/** Chromium flags for this machine: no sandbox as root, no background traffic to the closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * What the Content Security Policy refused in this test file's pages: every context a browser of
 * `launchBrowser()` opens (through `newContext`, `newPage`, `openPage` or `environmentContext`)
 * reports each `securitypolicyviolation` of each of its frames here. Violations on a page marked
 * with `expectViolations(page)` (a test proving that the collector fires) are counted apart.
 */
const policy = { file: '', pages: 0, violations: [], controls: [] };
const controlPages = new WeakSet();

/** Counts the violations on this page as a negative control's, not as failures. */
export function expectViolations(page) {
  controlPages.add(page);
}

/** Which page reported each violation (the reports themselves are written out at exit). */
const pageOf = new WeakMap();

/** The violations recorded so far on this page (controls included), oldest first. */
export function policyViolationsOf(page) {
  return [...policy.violations, ...policy.controls].filter((entry) => pageOf.get(entry) === page);
}

function reportViolations() {
  window.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = globalThis.__bcPolicyViolation;
      if (typeof report !== 'function') return;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    },
    true,
  );
}

async function watchPolicy(context) {
  await context.exposeBinding('__bcPolicyViolation', ({ page }, violation) => {
    const entry = { ...violation };
    pageOf.set(entry, page);
    (controlPages.has(page) ? policy.controls : policy.violations).push(entry);
  });
  await context.addInitScript(reportViolations);
  context.on('page', () => {
    policy.pages += 1;
  });
  return context;
}

function describeViolation({ directive, blocked, document, source, sample }) {
  return `${directive} refused ${blocked || 'inline'} on ${document} (${source}${sample ? `: ${sample}` : ''})`;
}

/** Every browser this file launched: closed before the policy's verdict, so a failing verdict cannot leave one running. */
const browsers = new Set();

// The file fails on any violation, and leaves its figures for the run's summary (scripts/e2e.mjs).
after(async () => {
  await Promise.all([...browsers].map((browser) => browser.close().catch(() => undefined)));
  const lines = policy.violations.map(describeViolation);
  assert.equal(lines.length, 0, `Content Security Policy violations:${listed(lines)}`);
});
process.on('exit', () => {
  const folder = process.env.E2E_CSP_DIR;
  if (!folder || !policy.file) return;
  writeFileSync(
    join(folder, `${policy.file}.json`),
    JSON.stringify({
      file: policy.file,
      pages: policy.pages,
      violations: policy.violations,
      controls: policy.controls,
    }),
  );
});

/**
 * Launches Debian's Chromium through playwright-core. Every context it opens reports what the
 * pages' Content Security Policy refuses; the test file fails on any of it. `extraArgs` adds
 * Chromium flags (e.g. the autoplay policy of the web view a test stands in for).
 */
export async function launchBrowser(extraArgs = []) {
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run the tests through `npm run e2e`');
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [...chromiumArgs, ...extraArgs],
  });
  policy.file = basename(process.argv.find((argument) => argument.endsWith('.mjs')) ?? 'e2e');
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchPolicy(await newContext(options));
  browsers.add(browser);
  return browser;
}

const mediaTypes = new Set(['image', 'media', 'font']);
const mediaAddress =
  /\/storage\/|\.(?:jpe?g|png|gif|webp|svg|ico|bmp|mp4|m3u8|m4v|mov|webm|mp3|m4a|wav|aac|ogg)(?:[?#]|$)/i;

/**
 * Opens a page in a fresh context (phone viewport, touch) and records its problems:
 * `errors` holds uncaught exceptions and console errors, except failed loads of media (images,
 * video, audio, fonts), which a page must survive; `requests` every request URL.
 */
export async function openPage(
  browser,
  { width = phone.width, height = phone.height, javaScriptEnabled = true } = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  const kinds = new Map();
  page.on('request', (request) => {
    requests.push(request.url());
    kinds.set(request.url(), request.resourceType());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    const isMedia =
      mediaTypes.has(kinds.get(url) ?? '') || mediaAddress.test(url) || url.includes('favicon');
    if (message.text().startsWith('Failed to load resource') && isMedia) return;
    errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  return { page, context, errors, requests };
}

/**
 * The addresses of the requests `page` sends from now on whose address contains `call` (a string)
 * or matches it (a regular expression): a list that keeps filling as they go.
 */
export function requestsTo(page, call) {
  const sent = [];
  page.on('request', (request) => {
    const url = request.url();
    if (typeof call === 'string' ? url.includes(call) : call.test(url)) sent.push(url);
  });
  return sent;
}

/** Address of the activity page for a page id, with extra query parameters. */
export function activityUrl(pageId, extra = '', base = baseUrl) {
  return `${base}/activity-page.html?pageId=${encodeURIComponent(pageId)}${extra}`;
}

/** Waits until the modules with these ids are on the page and the network has settled. */
export async function waitForModules(page, ids, timeout = 15_000) {
  await page.waitForFunction(
    (wanted) => wanted.every((id) => document.querySelector(`[data-module-id="${id}"]`)),
    ids.map(String),
    { timeout },
  );
  await settle(page);
}

/**
 * In the page: whether React has taken over all these controls. A control the server rendered
 * inside a Suspense boundary whose chunk has not arrived is still dead HTML, and React drops a tap on
 * it (it cannot hydrate the boundary in time to replay the tap). Markup a component sets as inner
 * HTML (rich text) is never React's, so it counts as taken over once its container is.
 */
function allTakenOver(elements) {
  const own = (node) => Object.keys(node).find((key) => key.startsWith('__reactProps'));
  return elements.every((element) => {
    if (own(element)) return true;
    for (let up = element.parentElement; up; up = up.parentElement) {
      const key = own(up);
      if (key) return Boolean(up[key]?.dangerouslySetInnerHTML);
    }
    return false;
  });
}

/** Polls until React has taken over every control the locator finds (none found: at once). */
async function untilTakenOver(locator, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!(await locator.evaluateAll(allTakenOver))) {
    if (Date.now() > deadline)
      throw new Error(`React did not hydrate ${locator} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until React has hydrated (or mounted) the page's root and every button and link in it, so
 * that a tap the test makes next is one React handles. (The root alone is not enough: boundaries
 * whose chunks load late hydrate after it.)
 */
export async function hydrated(page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
  await untilTakenOver(page.locator('#root').locator('button, a[href]'));
}

/** Waits until React has taken over this one control (the rest of the page may still be arriving). */
export async function controlHydrated(locator) {
  await locator.waitFor();
  await untilTakenOver(locator);
}

/** Waits until a video on the page has played past `seconds` (it really plays); fails after 15 s. */
export async function playsPast(page, seconds) {
  await page.waitForFunction(
    (past) => [...document.querySelectorAll('video')].some((video) => video.currentTime > past),
    seconds,
    { timeout: 15_000 },
  );
}

/** Waits until a video of the module with this id has played past half a second and plays on; fails after 15 s. */
export async function modulePlays(page, moduleId) {
  await page.waitForFunction(
    (id) =>
      [...document.querySelectorAll(`[data-module-id="${id}"] video`)].some(
        (video) => !video.paused && video.currentTime > 0.5,
      ),
    moduleId,
    { timeout: 15_000 },
  );
}

/**
 * Playwright's fake clock for a context, with the Sensors SDK kept out. The SDK makes its ids by
 * spinning until Date moves (`for (e = +new Date; e == +new Date;)`), and Date stands still while the
 * fake clock fast-forwards or is paused: a page starting Sensors then (its idle callback fired by the
 * fast-forward) would spin for ever. Without the SDK the page goes on; its adapter logs the refusal.
 */
export async function fakeClock(context) {
  await context.route(/\/assets\/sensorsdata-[\w-]+\.js$/, (route) => route.abort());
  await context.clock.install();
}

/** Gives late calls (background, live status) a moment; never fails on a page that keeps polling. */
export async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/** Module ids rendered for visitors, in document order. */
export function moduleIds(page) {
  return page.$$eval('[data-module-type]', (nodes) =>
    nodes.map((node) => node.getAttribute('data-module-id')),
  );
}

/** Runs axe-core on the page and returns its serious and critical violations, one line each. */
export async function seriousA11yViolations(page) {
  // Evaluated through DevTools, which the page's Content Security Policy does not govern (an
  // inline script tag would be refused, and counted as a violation).
  if (!(await page.evaluate(() => typeof axe !== 'undefined')))
    await page.evaluate(readFileSync(resolve(root, 'node_modules/axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      first: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.targets.join(' | ')} (first: ${v.first})`);
}

/** Scrolls through the page so lazy images load, then waits (bounded) for images to finish. */
export async function loadAllImages(page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 5_000,
    })
    .catch(() => {});
}

/** Saves a full-page screenshot to screenshots/<name>.png (gitignored) for people to look at. */
export async function screenshot(page, name) {
  const folder = resolve(root, 'screenshots');
  mkdirSync(folder, { recursive: true });
  await loadAllImages(page);
  await page.screenshot({ path: resolve(folder, `${name}.png`), fullPage: true });
}

/**
 * Opens `url` at 320 px once hydrated: fails if anything is wider than the phone, and saves a
 * screenshot named `name` for people to look at.
 */
export async function holdsAt320(browser, url, name) {
  const narrow = await openPage(browser, { width: 320, height: 720 });
  try {
    await narrow.page.goto(url);
    await hydrated(narrow.page);
    const overflow = await narrow.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'nothing wider than the phone');
    await screenshot(narrow.page, name);
  } finally {
    await narrow.context.close();
  }
}

/** Formats recorded errors for an assertion message. */
export function listed(errors) {
  return errors.length ? `\n  ${errors.join('\n  ')}` : '';
}

/** Uncaught exceptions only: the failed calls a test provokes are logged by Chromium as errors too. */
export function uncaught(errors) {
  return errors.filter((error) => error.startsWith('pageerror:'));
}

/**
 * What a visitor reads at `url` with JavaScript off (the server's HTML alone); fails unless the page
 * answers `status`.
 */
export async function textWithoutJavaScript(browser, url, { status = 200 } = {}) {
  const { page, context } = await openPage(browser, { javaScriptEnabled: false });
  try {
    const response = await page.goto(url);
    assert.equal(response?.status(), status);
    return await page.evaluate(() => document.body.innerText);
  } finally {
    await context.close();
  }
}

/** Fails unless `text` holds every one of `parts`, naming the first missing. */
export function assertShows(text, parts) {
  for (const part of parts) assert.ok(text.includes(part), `"${part}" is on the page`);
}

/**
 * An id the gateway does not know: the page server answers 404 with the screen's alert saying
 * `message` and 重试, and nothing throws on the page.
 */
export async function assertNotFound(browser, url, message) {
  const { page, context, errors } = await openPage(browser);
  try {
    const response = await page.goto(url);
    assert.equal(response?.status(), 404);
    await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 15_000 });
    assert.match(await page.getByRole('alert').innerText(), message);
    assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
}
