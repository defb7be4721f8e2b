// Page-load benchmark (npm run bench [-- pageId ...]): loads the built activity page from the local
// gateway in Chromium on a phone profile (375 px, CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s
// down), several times per page, and prints the medians: first paint, largest paint, all modules
// on screen, and the JavaScript transferred. Needs dist/ (npm run build). Loopback only.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startGateway, stopChild } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pageIds = process.argv.slice(2).length ? process.argv.slice(2) : ['1001', '1002', '1003'];
const phone = { cpuSlowdown: 4, latencyMs: 150, downloadKbit: 1600, uploadKbit: 750 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** One cold load: fresh context and cache, throttled, timed from navigation start. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: (phone.downloadKbit * 1024) / 8,
    uploadThroughput: (phone.uploadKbit * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  let scriptBytes = 0;
  const kinds = new Map();
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    if (kinds.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
  });
  // Time at which the last module root appeared (the page's modules all on screen).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const count = document.querySelectorAll('[data-module-type]').length;
      if (count > (window.__bcModules?.count ?? 0))
        window.__bcModules = { count, at: performance.now() };
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('[data-module-type]'), undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  const timings = await page.evaluate(
    () =>
      new Promise((done) => {
        let largest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) largest = Math.max(largest, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const navigation = performance.getEntriesByType('navigation')[0];
          done({
            fcp: paint ? paint.startTime : NaN,
            lcp: largest || NaN,
            domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : NaN,
            modules: window.__bcModules?.at ?? NaN,
          });
        }, 300);
      }),
  );
  await context.close();
  return { ...timings, scriptKb: scriptBytes / 1024 };
}

if (!existsSync(join(root, 'dist/activity-page.html'))) {
  console.error('bench: dist/activity-page.html is missing: run `npm run build` first');
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'bc-bench-'));
const gateway = await startGateway(['--dist', 'dist', '--data', join(work, 'data')]);
const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  console.log(
    `bench: ${runs} cold loads per page; CPU ${phone.cpuSlowdown}× slower, ${phone.latencyMs} ms RTT, ${phone.downloadKbit} kbit/s down; medians in ms`,
  );
  console.log(
    ['page', 'FCP', 'LCP', 'DCL', 'modules', 'JS kB'].map((cell) => cell.padStart(9)).join(''),
  );
  for (const pageId of pageIds) {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await loadOnce(browser, `${gateway.url}/activity-page.html?pageId=${pageId}`));
    const cells = [
      pageId,
      ...['fcp', 'lcp', 'domContentLoaded', 'modules'].map((key) =>
        median(results.map((r) => r[key])).toFixed(0),
      ),
      median(results.map((r) => r.scriptKb)).toFixed(1),
    ];
    console.log(cells.map((cell) => String(cell).padStart(9)).join(''));
  }
} finally {
  await browser.close();
  await stopChild(gateway.child);
  rmSync(work, { recursive: true, force: true });
}
