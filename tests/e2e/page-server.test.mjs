// The page server in Chromium: pages arrive rendered (they show with JavaScript off), the browser
// hydrates them without asking for the page again and without a mismatch or a layout shift, hostile
// pages run nothing, and a slow or stopped gateway gets the client shell at once.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startPageServer, stopChild } from '../../scripts/gateway-process.mjs';
import {
  activityUrl,
  gatewayUrl,
  launchBrowser,
  listed,
  moduleIds,
  openPage,
  waitForModules,
} from './harness.mjs';

const pageCall = /\/api\/page\/v2\/find/;
/** A module kind's renderer chunk (registry/<folder>/index.ts). */
const RENDERER_CHUNK =
  /^\/assets\/(image-group|video|article|article-topic|project|business|live|sign-up-form|goods|audio)-[\w-]+\.js$/;
/** Pages rendered by the server: the demo pages and the hostile ones of tests/e2e/pages. */
const PAGES = [
  { id: 1001, modules: 11 },
  { id: 1002, modules: 3 },
  { id: 1003, modules: 2 },
  { id: 9001, modules: undefined },
  { id: 9501, modules: 1 },
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Sums the layout shifts the page has seen (none may come from hydration). */
function watchLayoutShifts(page) {
  return page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('server-rendered pages', () => {
  for (const { id, modules } of PAGES) {
    test(`page ${id} shows its modules with JavaScript off`, async () => {
      const { page, context } = await openPage(browser, { javaScriptEnabled: false });
      try {
        const response = await page.goto(activityUrl(id));
        assert.equal(response?.status(), 200);
        assert.equal(response?.headers()['x-page-render'], 'server');
        const shown = await moduleIds(page);
        if (modules !== undefined) assert.equal(shown.length, modules);
        else assert.ok(shown.length > 0, 'some modules');
      } finally {
        await context.close();
      }
    });

    test(`page ${id} hydrates: no second page request, no hydration error, no script of the page's text runs, no layout shift`, async () => {
      const { page, context, errors, requests } = await openPage(browser);
      try {
        await watchLayoutShifts(page);
        // Pictures stay loading: a picture arriving moves what follows it, which is not hydration's doing.
        await page.route(/\/storage\//, () => {});
        await page.goto(activityUrl(id), { waitUntil: 'domcontentloaded' });
        const before = await moduleIds(page);
        // The entry has run by DOMContentLoaded (module scripts are deferred); hydration follows.
        await page.waitForSelector('html[data-bc-host]', { state: 'attached' });
        // The entry hydrates once the renderers of the page's kinds are in.
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        );
        await page.waitForTimeout(1_000);
        const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
          links.map((link) => new URL(link.href).pathname),
        );
        const renderers = requests
          .map((url) => new URL(url).pathname)
          .filter((path) => RENDERER_CHUNK.test(path));
        assert.ok(renderers.length > 0, 'renderer chunks loaded');
        for (const path of renderers)
          assert.ok(preloaded.includes(path), `${path} was preloaded by the server`);
        assert.deepEqual(await moduleIds(page), before, 'the same modules after hydration');
        assert.deepEqual(
          requests.filter((url) => pageCall.test(url)),
          [],
          'the page is not asked for again',
        );
        const inlinedSheets = await page.$$eval('link[rel="stylesheet"][disabled]', (links) =>
          links.map((link) => link.href),
        );
        assert.ok(inlinedSheets.length > 0, 'the inlined stylesheets are marked');
        assert.deepEqual(
          requests.filter((url) => inlinedSheets.includes(url)),
          [],
          'an inlined stylesheet is not fetched, neither by the browser nor by the chunk loader',
        );
        assert.deepEqual(errors, [], `errors:${listed(errors)}`);
        assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no script ran');
        const shift = await page.evaluate(() => window.__shift);
        assert.ok(shift < 0.01, `layout shift ${shift}`);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * A gateway stand-in in front of the real one: holds every call `delayMs` before passing it on,
 * counting what it passes; answers nothing once closed.
 */
async function slowGateway(delayMs) {
  const target = new URL(gatewayUrl);
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      setTimeout(async () => {
        try {
          const answer = await fetch(new URL(request.url ?? '/', target), {
            method: request.method,
            headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
            ...(request.method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
          });
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        } catch {
          response.destroy();
        }
      }, delayMs);
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

/**
 * Opens `url` on `server` and answers how long the page server took to answer it, as its own log
 * line says (from the request in to the answer out: what the criterion bounds, without the time a
 * busy test machine adds between the browser and the process). The process is warmed first with a
 * static file (a cold process's first request pays for loading its code, which a deployed server
 * has done long before).
 */
async function timedOpen(page, server, url) {
  await fetch(new URL('/favicon.svg', url));
  const response = await page.goto(url, { waitUntil: 'commit' });
  const pathname = new URL(url).pathname;
  const line = new RegExp(`^GET ${pathname.replaceAll('.', '\\.')} 200 (\\d+)ms shell`, 'm');
  // The line comes through the process's pipe, which may trail the answer a little.
  for (let waited = 0; !line.test(server.log.text) && waited < 5_000; waited += 50)
    await new Promise((done) => setTimeout(done, 50));
  return { response, took: Number(line.exec(server.log.text)?.[1] ?? -1) };
}

describe('faults: the page server never hangs on the gateway', () => {
  test('a gateway 10 s slow: the client shell within 1.6 s, which then shows the page', async () => {
    const slow = await slowGateway(10_000);
    const server = await startPageServer(slow.url);
    const { page, context, errors } = await openPage(browser);
    try {
      const { response, took } = await timedOpen(page, server, activityUrl(1001, '', server.url));
      assert.ok(took >= 0 && took < 1_600, `answered after ${took} ms`);
      assert.equal(response?.headers()['x-page-render'], 'shell; gateway');
      await waitForModules(page, [1, 11], 25_000);
      assert.equal((await moduleIds(page)).length, 11);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
      await stopChild(server.child);
      await slow.close();
    }
  });

  test('a stopped gateway: the client shell within 1.6 s, which shows its error with 重试', async () => {
    const stopped = await slowGateway(0);
    await stopped.close();
    const server = await startPageServer(stopped.url);
    const { page, context } = await openPage(browser);
    try {
      const { response, took } = await timedOpen(page, server, activityUrl(1001, '', server.url));
      assert.ok(took >= 0 && took < 1_600, `answered after ${took} ms`);
      assert.equal(response?.headers()['x-page-render'], 'shell; gateway');
      await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('[data-module-type]').count(), 0);
    } finally {
      await context.close();
      await stopChild(server.child);
    }
  });
});
