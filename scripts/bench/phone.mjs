// The phone the benchmark loads pages on, and one cold load measured on it.
import { chromium } from 'playwright-core';

/**
 * Lighthouse's mobile profile (a mid-range phone on slow 4G): 412×823 at 1.75×, CPU slowed 4×,
 * 562.5 ms request latency (150 ms RTT × 3.75), 1474.56 kbit/s down, 675 kbit/s up.
 */
export const PHONE = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadKbit: 1474.56,
  uploadKbit: 675,
};

/** Chromium flags as in tests/e2e/harness.mjs: no sandbox as root, no background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's Chromium through playwright-core (E2E_CHROMIUM overrides the path, as for e2e);
 * `exposeGc` lets a measuring page collect garbage between samples (never for page loads).
 */
export function launchChromium({ exposeGc = false } = {}) {
  return chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...(exposeGc ? ['--js-flags=--expose-gc'] : [])],
  });
}

/** A fresh context (cold cache, no cookies, its own connections) with the phone's screen. */
export function phoneContext(browser) {
  return browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
}

/** Slows the page's CPU (and, with `network`, its network) through DevTools. */
export async function throttle(cdp, { network }) {
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      // Kilobits of 1024 bits, as Lighthouse and DevTools count them.
      offline: false,
      latency: PHONE.latencyMs,
      // Kilobits of 1024 bits, as Lighthouse and DevTools count them.
      downloadThroughput: (PHONE.downloadKbit * 1024) / 8,
      uploadThroughput: (PHONE.uploadKbit * 1024) / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/**
 * Runs in the page before anything else: records long tasks (every main-thread task over 50 ms,
 * script or not: parsing, style, layout and paint count too) and the largest contentful paint.
 */
function observePaints() {
  const seen = { longTaskMs: 0, longTasks: 0, lcp: 0 };
  Object.defineProperty(window, '__bench', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTaskMs += entry.duration;
      seen.longTasks += 1;
    }
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = Math.max(seen.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const QUIET_MS = 1_000;
const SETTLE_LIMIT_MS = 20_000;
const LOAD_LIMIT_MS = 60_000;

/**
 * One cold load of `url` on the phone: from navigation until the load event, the page's modules
 * on screen (`ready`, a selector) and the network quiet for a second (20 s at most after load).
 * Answers first paint, largest paint, total long-task time and the JavaScript transferred (kB of
 * 1024 bytes, compressed as sent, headers included), all script requests of the visit.
 */
export async function coldLoad(browser, url, { ready = 'body' } = {}) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, { network: true });
    const scripts = new Set();
    const pending = new Set();
    let scriptBytes = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      pending.add(requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) scriptBytes += encodedDataLength;
      pending.delete(requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      pending.delete(requestId);
      lastActivity = Date.now();
    });
    await page.addInitScript(observePaints);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
    await page.waitForSelector(ready, { state: 'attached', timeout: LOAD_LIMIT_MS });
    const settleBy = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < settleBy && (pending.size > 0 || Date.now() - lastActivity < QUIET_MS))
      await new Promise((done) => setTimeout(done, 100));
    const seen = await page.evaluate(() => ({
      ...window.__bench,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    return {
      fcp: seen.fcp,
      lcp: seen.lcp || NaN,
      longTaskMs: seen.longTaskMs,
      longTasks: seen.longTasks,
      jsKb: scriptBytes / 1024,
    };
  } finally {
    await context.close();
  }
}
