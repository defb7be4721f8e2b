// The hostile corpus over every route (issue 16). A page server of its own stands in front of a
// gateway whose every answer is made hostile (tests/hostile/hostile-gateway.mjs): each string of
// each answer (inside JSON strings too) holds a slice of the HTML corpus or an address vector, and
// each query parameter a route reads holds a vector. The routes come from the index of pages (the
// route table); the sinks are whatever the answers carry, so a screen that lands later is covered
// without being named. Per page load, in Chromium with the policy bypassed (so that an escape would
// run, not be stopped by the policy): the server's HTML (parsed, not run) and the hydrated DOM
// through the detector, every vector's `__bcHit` binding and dialogs for executions, navigations,
// popups and the bridge's and WeChat's calls for disallowed addresses, a tap on the page's targets.
// Figures: 0 executions, 0 disallowed navigations. A negative control shows the detector fires.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { startPageServer, stopChild } from '../../scripts/gateway-process.mjs';
import { ADDRESS_VECTORS, HTML_VECTORS } from '../hostile/corpus.mjs';
import { findInjected, refusedTarget, targetsIn } from '../hostile/detect.mjs';
import { startHostileGateway } from '../hostile/hostile-gateway.mjs';
import { HTML_TEXT } from '../hostile/mutate.mjs';
import { environmentContext, recordedCalls } from './env-fakes.mjs';
import { gatewayUrl, launchBrowser, listed } from './harness.mjs';
import { indexedRoutes } from './route-index.mjs';

const root = resolve(import.meta.dirname, '../..');
/** One round per host: each round's address vectors meet that host's effects. */
const ROUND_HOSTS = ['browser', 'app', 'miniProgram', 'wechatBrowser'];
/** How many pages load at once (the machine has two cores). */
const AT_ONCE = 2;
/** How many of a page's targets are tapped per load. */
const TAPS = 20;
/** Schemes a navigation may take: the web's, and a frame's own blank or srcdoc document. */
const NAVIGABLE = /^(?:https?:|about:blank$|about:srcdoc$)/;
/** What Chromium says when the page tried to leave for an address it would not open. */
const REFUSED_BY_BROWSER =
  /Not allowed to navigate|Not allowed to load local resource: file:|Failed to launch|Unsafe attempt to initiate navigation/;
/** The bridge's and WeChat's calls that leave the page (platform/bridge.ts, platform/mini-program.ts). */
const LEAVING_CALLS = /nativeJump|openMiniProgram|navigateTo|reLaunch|switchTab|redirectTo/;

let browser;
let hostile;
let pageServer;
before(async () => {
  browser = await launchBrowser();
  hostile = await startHostileGateway(gatewayUrl);
  pageServer = await startPageServer(hostile.url, {
    DIST_DIR: resolve(root, process.env.E2E_DIST ?? 'dist'),
  });
});
after(async () => {
  await browser?.close();
  if (pageServer) await stopChild(pageServer.child);
  await hostile?.close();
});

/** The page's address with every parameter the route reads and the page does not set holding a vector. */
function withHostileQuery(path, params, round) {
  const url = new URL(path, 'http://x');
  params.forEach((param, index) => {
    if (url.searchParams.has(param) || url.pathname.split('/').length > 2) return;
    const vector =
      index % 2 === 0
        ? HTML_VECTORS[(round * 31 + index) % HTML_VECTORS.length].payload
        : ADDRESS_VECTORS[(round * 5 + index) % ADDRESS_VECTORS.length].address;
    url.searchParams.set(param, vector);
  });
  return `${url.pathname}${url.search}`;
}

/** An address vector's id found in a text: the page handed that vector on. */
function vectorIdsIn(text) {
  return ADDRESS_VECTORS.filter((vector) => new RegExp(`\\b${vector.id}(?!\\d)`).test(text));
}

/** Loads one hostile page in one host and returns everything the detectors saw. */
async function inspect(path, host) {
  const context = await environmentContext(browser, host, undefined, {
    options: { bypassCSP: true },
  });
  const seen = { executions: [], navigations: [], server: [], dom: [], errors: [], left: [] };
  try {
    await context.exposeBinding('__bcHit', ({ frame }, id) => {
      seen.executions.push(`${id} on ${frame.url()}`);
    });
    const page = await context.newPage();
    const start = `${pageServer.url}${path}`;
    page.on('dialog', (dialog) => {
      seen.executions.push(`dialog ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
    page.on('pageerror', (error) => seen.errors.push(error.message));
    page.on('console', (message) => {
      if (REFUSED_BY_BROWSER.test(message.text()))
        seen.navigations.push(`attempt: ${message.text()}`);
    });
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      if (!NAVIGABLE.test(url) && !url.startsWith('chrome-error:'))
        seen.navigations.push(`frame to ${url.slice(0, 120)}`);
    });
    context.on('page', (popup) => {
      if (popup === page) return;
      const url = popup.url();
      if (url && !NAVIGABLE.test(url)) seen.navigations.push(`popup to ${url.slice(0, 120)}`);
      void popup.close().catch(() => {});
    });
    // The page stays for the next tap: a navigation away is recorded and answered with no content;
    // nothing leaves
    // the machine (a hostile host would only wait for a name lookup).
    await context.route('**/*', (route) => {
      const request = route.request();
      const url = request.url();
      const away =
        request.isNavigationRequest() && request.frame() === page.mainFrame() && url !== start;
      if (away) seen.left.push(url);
      // 204 leaves the page where it is (an aborted navigation would show the browser's error page).
      if (away) return route.fulfill({ status: 204 });
      return url.startsWith(pageServer.url) ? route.continue() : route.abort();
    });
    const timing = performance.now();
    const response = await page.goto(start, { waitUntil: 'domcontentloaded', timeout: 20_000 });
    const html = await response.text();
    seen.render = response.headers()['x-page-render'] ?? '';
    seen.status = response.status();
    seen.server = findInjected(new JSDOM(html).window.document);
    seen.loaded = performance.now() - timing;
    await page.waitForLoadState('load', { timeout: 5_000 }).catch(() => {});
    await page.waitForTimeout(300);
    seen.hydrated = performance.now() - timing;
    // A tap on each target, as the page's own click (no waiting for a target to look tappable).
    await page
      .evaluate(async (most) => {
        const targets = document.querySelectorAll(
          '#root :is(a, button, img, [role="button"], video, audio)',
        );
        for (const target of [...targets].slice(0, most)) {
          target.click();
          await new Promise((done) => setTimeout(done, 30));
        }
      }, TAPS)
      .catch(() => {});
    await page.waitForTimeout(200);
    seen.tapped = performance.now() - timing;
    seen.dom = await page
      .evaluate(`(${findInjected.toString()})(document)`)
      .catch((error) => [`the DOM could not be read: ${error.message}`]);
    seen.polluted = await page.evaluate(() => ({}).polluted ?? null).catch(() => null);
    for (const call of await recordedCalls(page).catch(() => [])) {
      if (!LEAVING_CALLS.test(call.name)) continue;
      for (const target of targetsIn(call.data)) {
        const reason = refusedTarget(target);
        if (reason)
          seen.navigations.push(`${call.via} ${call.name} to ${target.slice(0, 160)}: ${reason}`);
      }
    }
    for (const url of seen.left)
      for (const vector of vectorIdsIn(decodeURIComponent(url)))
        if (vector.expect !== 'web' && !url.startsWith(pageServer.url))
          seen.navigations.push(`left for ${url.slice(0, 160)} (${vector.id})`);
  } finally {
    await context.close();
  }
  return seen;
}

test('the hostile corpus through every route, server HTML and hydrated DOM: 0 executions, 0 disallowed navigations', async () => {
  const started = performance.now();
  const table = await indexedRoutes(pageServer.url);
  assert.ok(table.length >= 14, `every route of the table is listed (${table.length})`);
  const problems = [];
  const renders = { server: 0, shell: 0 };
  let loads = 0;
  let errors = 0;
  for (const [round, host] of ROUND_HOSTS.slice(
    0,
    Number(process.env.HOSTILE_ROUNDS ?? 4),
  ).entries()) {
    hostile.setRound(round);
    // Each round opens one example page of each route, the next one each round.
    const queue = table.map((route) => {
      const page = route.pages[round % route.pages.length];
      return { route, page, path: withHostileQuery(page, route.params, round) };
    });
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { route, page, path } = next;
        const seen = await inspect(path, host);
        loads += 1;
        errors += seen.errors.length;
        if (seen.render.startsWith('server')) renders.server += 1;
        else renders.shell += 1;
        const where = `round ${round} ${host} ${route.name} ${page}`;
        if (process.env.HOSTILE_VERBOSE)
          console.log(
            `${where}: ${seen.status} ${seen.render}, html ${Math.round(seen.loaded)} ms, load ${Math.round(seen.hydrated)} ms, taps ${Math.round(seen.tapped)} ms`,
          );
        if (seen.render === 'shell; render') problems.push(`${where}: the server failed to render`);
        for (const line of seen.executions) problems.push(`${where}: execution ${line}`);
        for (const line of seen.navigations) problems.push(`${where}: navigation ${line}`);
        for (const line of seen.server) problems.push(`${where}: server HTML ${line}`);
        for (const line of seen.dom) problems.push(`${where}: DOM ${line}`);
        if (seen.polluted !== null) problems.push(`${where}: Object.prototype polluted`);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  }
  const text = [...hostile.sinks.values()].filter((sink) => sink.kind === 'text');
  const addresses = [...hostile.sinks.values()].filter((sink) => sink.kind === 'address');
  const least = (list) => Math.min(...list.map((sink) => sink.ids.size));
  console.log(
    [
      `hostile corpus: ${HTML_VECTORS.length} HTML vectors, ${ADDRESS_VECTORS.length} address vectors`,
      `  ${table.length} routes, ${loads} page loads over ${ROUND_HOSTS.length} rounds (hosts ${ROUND_HOSTS.join(', ')}); server-rendered ${renders.server}, shell ${renders.shell}`,
      `  sinks found in the answers: ${text.length} text (each got ${least(text)} HTML vectors at least), ${addresses.length} address (each got ${least(addresses)} address vectors at least, ${new Set(addresses.flatMap((sink) => [...sink.ids])).size} in all)`,
      `  executions: ${problems.filter((line) => line.includes('execution')).length}; disallowed navigations: ${problems.filter((line) => line.includes('navigation')).length}; injected markup: ${problems.filter((line) => / (server HTML|DOM) /.test(line)).length}; uncaught page errors: ${errors}`,
      `  took ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
  assert.ok(text.length > 50 && addresses.length > 10, 'the answers carried sinks of both kinds');
  assert.equal(least(text), HTML_VECTORS.length, 'every text sink got every HTML vector');
  assert.equal(problems.length, 0, `what got through:${listed(problems.slice(0, 40))}`);
});

test('negative control: the corpus inserted raw runs and is seen, so the detectors can fire', async () => {
  const seenAlone = HTML_VECTORS.filter(
    (vector) => findInjected(new JSDOM(vector.payload).window.document).length > 0,
  );
  const together = findInjected(new JSDOM(HTML_TEXT).window.document);
  const refused = ADDRESS_VECTORS.filter((vector) => refusedTarget(vector.address));
  const context = await browser.newContext({ bypassCSP: true });
  const hits = new Set();
  const attempts = [];
  try {
    await context.exposeBinding('__bcHit', (_source, id) => hits.add(id));
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
    page.on('console', (message) => {
      if (REFUSED_BY_BROWSER.test(message.text())) attempts.push(message.text());
    });
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      if (!NAVIGABLE.test(url) && !url.startsWith('chrome-error:')) attempts.push(url);
    });
    await context.route('**/*', (route) =>
      route.request().url().startsWith(pageServer.url) ? route.continue() : route.abort(),
    );
    await page.goto(`${pageServer.url}/privacy-policy.html`);
    // Each vector in a frame of its own (what navigates takes only its frame away), then every
    // refused address tapped as a link, then the fields' whole text in one more frame.
    const domSeen = await page.evaluate(
      async ({ vectors, addresses, together, detect }) => {
        const frame = (html) => {
          const element = document.createElement('iframe');
          element.srcdoc = html;
          document.body.append(element);
          return new Promise((done) => {
            element.addEventListener('load', () => done(element));
            setTimeout(() => done(element), 2_000);
          });
        };
        await Promise.all(vectors.map((vector) => frame(vector)));
        for (const address of addresses) {
          const holder = await frame('<a>链接</a>');
          const link = holder.contentDocument?.querySelector('a');
          if (!link) continue;
          link.href = address;
          link.click();
        }
        await frame(together);
        await new Promise((done) => setTimeout(done, 1_000));
        const find = new Function(`return (${detect})(arguments[0])`);
        return vectors.filter(
          (vector) => find(new DOMParser().parseFromString(vector, 'text/html')).length > 0,
        ).length;
      },
      {
        vectors: HTML_VECTORS.map((vector) => vector.payload),
        addresses: ADDRESS_VECTORS.filter((vector) => vector.expect === 'refuse').map(
          (vector) => vector.address,
        ),
        together: HTML_TEXT,
        detect: findInjected.toString(),
      },
    );
    const ran = [...hits].filter((id) => id.startsWith('h'));
    const ranAddresses = [...hits].filter((id) => id.startsWith('a'));
    console.log(
      [
        'hostile corpus, negative control (the vectors inserted raw, the policy bypassed):',
        `  ${ran.length} of ${HTML_VECTORS.length} HTML vectors ran; ${ranAddresses.length} addresses ran when tapped; the browser refused ${attempts.length} navigations`,
        `  the detector saw ${seenAlone.length} of ${HTML_VECTORS.length} vectors alone in server HTML (jsdom) and ${domSeen} in the browser's parse; ${together.length} injected elements in one field's whole text`,
        `  ${refused.length} of ${ADDRESS_VECTORS.length} addresses are refused targets, the rest web addresses`,
      ].join('\n'),
    );
    assert.ok(ran.length >= 40, `raw vectors run (${ran.length})`);
    assert.ok(
      ranAddresses.length >= 10,
      `javascript: addresses run when tapped (${ranAddresses.length})`,
    );
    assert.ok(attempts.length >= 1, 'a refused navigation is seen');
    assert.ok(seenAlone.length >= 90, `raw markup is found in server HTML (${seenAlone.length})`);
    assert.ok(domSeen >= 90, `raw markup is found in the DOM (${domSeen})`);
    assert.ok(together.length >= 90, `a field's whole text is found (${together.length})`);
    for (const vector of ADDRESS_VECTORS)
      assert.equal(
        refusedTarget(vector.address) === undefined,
        vector.expect === 'web',
        `${vector.id} ${vector.address} is ${vector.expect}`,
      );
  } finally {
    await context.close();
  }
});
