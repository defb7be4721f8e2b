// Host failures over every route (issue 16): what the phone does wrong, not the gateway. Each route
// of the index of pages is opened in Chromium with one failure forced by an init script before the
// page's own scripts: storage that throws on every touch, the app's native bridge five seconds late
// (its wait gives up after three), WeChat (browser or mini-program, in turn) without `wx`, and the
// device clock a day off (ahead or behind, in turn). Each page must settle with its content: no
// 重试 (the gateway is well), no spinner left, no white screen, no uncaught error. (The countdowns'
// second under a clock a day ahead: tests/e2e/live.test.mjs.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ENVIRONMENTS, environmentContext } from './env-fakes.mjs';
import { baseUrl, launchBrowser, listed, uncaught } from './harness.mjs';
import { indexedRoutes } from './route-index.mjs';
import { inTurn, settled } from './settle.mjs';

/** How long a page may take to settle (the late bridge's wait gives up after 3 s). */
const SETTLE_MS = 15_000;
/** Pages loading at once (the machine has two cores). */
const AT_ONCE = 2;
/** Pictures and media: not what this test looks at, and each costs the two cores a request. */
const MEDIA = /\/storage\//;
const DAY_MS = 86_400_000;

/** Runs in the page first: web storage throws on every touch, as in a locked-down browser. */
function storageThrows() {
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
}

/** Runs in the page first: the app's bridge arrives after 5 s, announcing itself as Android's does. */
function lateBridge() {
  window.__bridgeAbsentAtStart = window.WebViewJavascriptBridge === undefined;
  setTimeout(() => {
    window.WebViewJavascriptBridge = {
      callHandler(name, _data, callback) {
        if (name === 'getEncryId') callback?.('');
      },
    };
    document.dispatchEvent(new Event('WebViewJavascriptBridgeReady'));
  }, 5_000);
}

/** Runs in the page first: the device's clock is `offset` ms off (Date only; timers run true). */
function clockOff(offset) {
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  };
}

/** Whether WeChat's own bridge, which `wx` needs, is missing in the page. */
const wxMissing = () => window.WeixinJSBridge === undefined;
/** Whether the page's clock is about a day off the system's. */
const dayOff = () =>
  Math.abs(Date.now() - (performance.timeOrigin + performance.now())) > 82_800_000;

/** A context of the browser host with another user agent (no fakes: no bridge, no `wx`). */
const plain = (userAgent) => (browser) =>
  environmentContext(browser, 'browser', undefined, { options: { userAgent } });

/**
 * The failures each route meets: one of each class, in turn along the routes. Each makes a
 * context with its init script, says what the address adds (isApp=1 makes it the app), and proves
 * in the page that it was in force (so the test cannot pass by forcing nothing).
 */
const FAILURE_CLASSES = [
  [
    {
      name: 'storage that throws',
      inForce: () => {
        try {
          return window.localStorage === undefined;
        } catch {
          return true;
        }
      },
      context: async (browser) => {
        const context = await environmentContext(browser, 'browser');
        await context.addInitScript(storageThrows);
        return context;
      },
    },
  ],
  [
    {
      name: 'the app with its bridge 5 s late',
      query: 'isApp=1',
      inForce: () => window.__bridgeAbsentAtStart === true,
      context: async (browser) => {
        const context = await environmentContext(browser, 'browser');
        await context.addInitScript(lateBridge);
        return context;
      },
    },
  ],
  [
    {
      name: 'the WeChat browser without wx',
      inForce: wxMissing,
      context: plain(ENVIRONMENTS.wechatBrowser.userAgent),
    },
    {
      name: 'the mini-program without wx',
      inForce: wxMissing,
      context: plain(ENVIRONMENTS.miniProgram.userAgent),
    },
  ],
  [
    {
      name: 'the clock a day ahead',
      inForce: dayOff,
      context: async (browser) => {
        const context = await environmentContext(browser, 'browser');
        await context.addInitScript(clockOff, DAY_MS);
        return context;
      },
    },
    {
      name: 'the clock a day behind',
      inForce: dayOff,
      context: async (browser) => {
        const context = await environmentContext(browser, 'browser');
        await context.addInitScript(clockOff, -DAY_MS);
        return context;
      },
    },
  ],
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The route's page with the failure's query added. */
function addressOf(path, query) {
  if (!query) return `${baseUrl}${path}`;
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${query}`;
}

test('every route with storage that throws, a late bridge, WeChat without wx, a clock a day off: its content, no page error', async () => {
  const started = performance.now();
  const routes = await indexedRoutes(baseUrl);
  assert.ok(routes.length >= 14, `every route of the table is listed (${routes.length})`);
  const visits = FAILURE_CLASSES.flatMap((failures) =>
    routes.map((route, index) => ({ route, failure: failures[index % failures.length] })),
  );
  const problems = [];
  const states = new Map();
  await inTurn(visits, AT_ONCE, async ({ route, failure }) => {
    const where = `${failure.name}, ${route.name} ${route.pages[0]}`;
    const context = await failure.context(browser);
    try {
      await context.route(MEDIA, (request) => request.fulfill({ status: 404 }));
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      const opened = performance.now();
      await page
        .goto(addressOf(route.pages[0], failure.query), { timeout: SETTLE_MS })
        .catch((error) => problems.push(`${where}: ${error.message}`));
      const state = await settled(page, SETTLE_MS);
      // The late bridge arrives after its wait gave up: the page must live through that too.
      if (failure.query)
        await page.waitForTimeout(Math.max(0, 5_500 - (performance.now() - opened)));
      states.set(state, (states.get(state) ?? 0) + 1);
      if (!(await page.evaluate(failure.inForce).catch(() => false)))
        problems.push(`${where}: the failure was not in force`);
      if (state !== 'content') problems.push(`${where}: ${state}`);
      for (const error of uncaught(errors)) problems.push(`${where}: ${error}`);
    } finally {
      await context.close();
    }
  });
  console.log(
    [
      `host failures: ${routes.length} routes, each meeting ${FAILURE_CLASSES.length} failures (${FAILURE_CLASSES.map((failures) => failures.map((failure) => failure.name).join(' or ')).join('; ')}): ${visits.length} page loads`,
      `  settled: ${[...states].map(([state, count]) => `${state} ${count}`).join(', ')}; uncaught errors ${problems.filter((line) => line.includes('pageerror')).length}`,
      `  took ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
  assert.equal(problems.length, 0, `what went wrong:${listed(problems.slice(0, 40))}`);
});
