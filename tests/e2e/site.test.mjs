// The site's own pages from the page server: the privacy policy and the user agreement (read-only
// texts with the build's contacts), the download page (wake the app, else download; in WeChat, the
// overlay that says to open the page in the browser), and the mobile-site lists /project and /news
// (the next page as the visitor scrolls, to a visible end; their calls say osType MSite).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { environmentContext } from './env-fakes.mjs';
import {
  baseUrl,
  gatewayUrl,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
  hydrated,
} from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const LEGAL = [
  { path: '/privacy-policy.html', title: '天九老板云隐私政策', last: '十一、本政策的更新' },
  { path: '/user-agreement.html', title: '天九老板云用户协议', last: '十一、联系我们' },
];

describe('the legal pages', () => {
  for (const { path, title, last } of LEGAL) {
    test(`${path}: the whole text with JavaScript off, dated 2025-04-09, with the contacts`, async () => {
      const { page, context } = await openPage(browser, { javaScriptEnabled: false });
      try {
        const response = await page.goto(`${baseUrl}${path}`);
        assert.equal(response?.status(), 200);
        assert.equal(response?.headers()['x-page-render'], 'server');
        assert.equal(await page.title(), title);
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), title);
        await page.getByRole('heading', { level: 2, name: last }).waitFor();
        const text = await page.locator('main').textContent();
        assert.match(text, /生效日期：2025年4月9日/);
        assert.match(text, /400-000-0000/);
      } finally {
        await context.close();
      }
    });

    test(`${path}: hydrates with no error, fetches no stylesheet, axe finds nothing serious`, async () => {
      const { page, context, errors, requests } = await openPage(browser);
      try {
        await page.goto(`${baseUrl}${path}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(errors, [], `errors:${listed(errors)}`);
        assert.deepEqual(
          requests.filter((url) => url.endsWith('.css')),
          [],
          'the inlined stylesheets are not fetched',
        );
        assert.deepEqual(await seriousA11yViolations(page), []);
        await screenshot(page, `site-${path.slice(1).replace('.html', '')}-375`);
      } finally {
        await context.close();
      }
    });
  }

  test('the privacy policy at 320 px: no sideways scroll', async () => {
    const { page, context } = await openPage(browser, { width: 320 });
    try {
      await page.goto(`${baseUrl}/privacy-policy.html`);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
      await screenshot(page, 'site-privacy-policy-320');
    } finally {
      await context.close();
    }
  });
});

/** Records a page's uncaught errors and console errors (as openPage does for its own contexts). */
function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url?.includes('favicon'))
      errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/** The download page's wait for the app, plus a margin for a busy machine. */
const PAST_LAUNCH_TIMEOUT_MS = 4_000;

/**
 * Chromium refuses to hand a scheme without a registered app over without a tap (the attempt the
 * page makes once it shows) and says so in the console: the attempt, not a fault of the page.
 */
const SCHEME_REFUSED = /Not allowed to launch 'bosscloud:\/\/' because a user gesture is required/;
const faults = (errors) => errors.filter((error) => !SCHEME_REFUSED.test(error));

describe('the download page', () => {
  test('a browser: tries the app, then lands on the download address with utm_source', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/download.html?utm_source=e2e-ad`);
      await hydrated(page);
      assert.equal(await page.locator('[data-chrome="download-header"]').count(), 0);
      // Polled: the scheme's attempt is an aborted navigation, which waitForURL takes for a failure.
      const until = Date.now() + PAST_LAUNCH_TIMEOUT_MS + 4_000;
      while (!/\/__dev\/app-download\?utm_source=e2e-ad$/.test(page.url()) && Date.now() < until)
        await new Promise((done) => setTimeout(done, 100));
      assert.match(page.url(), /\/__dev\/app-download\?utm_source=e2e-ad$/);
      await page.waitForLoadState();
      assert.match(await page.textContent('body'), /App 未能打开，已转到下载地址/);
      assert.deepEqual(faults(errors), [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('a browser: the page hidden while it waits (the app opened) stays on the page', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      // The app takes over at once: the page is hidden from the start and says so every 100 ms, so
      // the launcher hears it however late (on a busy machine) its wait begins.
      await page.addInitScript(() => {
        Object.defineProperty(document, 'hidden', { value: true, configurable: true });
        setInterval(() => document.dispatchEvent(new Event('visibilitychange')), 100);
      });
      await page.goto(`${baseUrl}/download.html?utm_source=e2e-ad`);
      await hydrated(page);
      await page.waitForTimeout(PAST_LAUNCH_TIMEOUT_MS);
      await screenshot(page, 'site-download-375');
      assert.match(page.url(), /\/download\.html\?utm_source=e2e-ad$/);
      assert.deepEqual(faults(errors), [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('WeChat: the overlay says to open the page in the browser, rendered by the server; nothing is opened', async () => {
    const context = await environmentContext(browser, 'wechatBrowser');
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      const response = await page.goto(`${baseUrl}/download.html?utm_source=e2e-wx`);
      const served = await response.text();
      assert.match(served, /data-overlay="open-in-browser"/, 'in the server’s HTML');
      await hydrated(page);
      const overlay = page.getByRole('dialog', { name: '请在浏览器中打开' });
      await overlay.waitFor();
      assert.match(await overlay.textContent(), /点击右上角 ···.*选择「在浏览器打开」/s);
      await screenshot(page, 'site-download-wechat-375');
      await page.getByRole('button', { name: '知道了' }).click();
      await page.getByRole('link', { name: '下载 App' }).click();
      await overlay.waitFor();
      await page.waitForTimeout(PAST_LAUNCH_TIMEOUT_MS);
      assert.match(page.url(), /\/download\.html\?utm_source=e2e-wx$/);
      // No attempt to launch anything, hence no refusal either.
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });
});

/** Scrolls to the bottom until the list's foot says `end` (or the time is up). */
async function scrollToEnd(page, timeout = 30_000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const state = await page.getAttribute('[data-load-more]', 'data-load-more');
    if (state === 'end' || state === 'failed') return state;
    await page.mouse.wheel(0, 4_000);
    await page.waitForTimeout(300);
  }
  return page.getAttribute('[data-load-more]', 'data-load-more');
}

/** How many rows the gateway's list holds in all (its first page's `total`). */
async function totalOf(call) {
  const path = /queryProjects/.test(call.source)
    ? 'activeProject/queryProjects'
    : 'article/page/list/h5/v1';
  const answer = await (await fetch(`${baseUrl}/api/${path}?pageIndex=1&pageSize=10`)).json();
  return answer.data.total;
}

const LISTS = [
  {
    path: '/project',
    html: '/project-list.html',
    call: /\/api\/activeProject\/queryProjects\?/,
    list: '项目',
    heading: '优质项目',
    card: /智慧社区新零售/,
    opens: /\/project\/9001$/,
    landed: '智慧社区新零售',
  },
  {
    path: '/news',
    html: '/news-list.html',
    call: /\/api\/article\/page\/list\/h5\/v1\?/,
    list: '资讯',
    heading: '商业资讯',
    card: /平台公告：春节期间服务安排/,
    opens: /\/news\/506$/,
    landed: '平台公告：春节期间服务安排',
  },
];

describe('the mobile site’s lists', () => {
  for (const list of LISTS) {
    test(`${list.path}: the first page with JavaScript off`, async () => {
      const { page, context } = await openPage(browser, { javaScriptEnabled: false });
      try {
        const response = await page.goto(`${baseUrl}${list.path}`);
        assert.equal(response?.status(), 200);
        assert.equal(response?.headers()['x-page-render'], 'server');
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), list.heading);
        assert.equal(await page.getByRole('list', { name: list.list }).locator('li').count(), 10);
      } finally {
        await context.close();
      }
    });

    test(`${list.path}: scrolling loads the next pages to 没有更多了, each call saying osType MSite; a card opens the site's own path`, async () => {
      const { page, context, errors } = await openPage(browser);
      const calls = [];
      page.on('request', (request) => {
        if (list.call.test(request.url()))
          calls.push({ url: request.url(), osType: request.headers()['ostype'] });
      });
      try {
        await page.goto(`${baseUrl}${list.path}`);
        await hydrated(page);
        await screenshot(page, `site-${list.path.slice(1)}-375`);
        assert.equal(await scrollToEnd(page), 'end');
        await page.getByText('没有更多了').waitFor();
        assert.equal(
          await page.getByRole('list', { name: list.list }).locator('li').count(),
          await totalOf(list.call),
        );
        assert.deepEqual(
          calls.map(({ url, osType }) => [new URL(url).searchParams.get('pageIndex'), osType]),
          [
            ['2', 'MSite'],
            ['3', 'MSite'],
          ],
        );
        assert.deepEqual(errors, [], `errors:${listed(errors)}`);
        assert.deepEqual(await seriousA11yViolations(page), []);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: list.card }).click();
        await page.waitForURL(list.opens, { timeout: 15_000 });
        await page.getByRole('heading', { name: list.landed }).first().waitFor();
      } finally {
        await context.close();
      }
    });

    test(`${list.html}: the same list under its HTML name calls with osType H5`, async () => {
      const { page, context } = await openPage(browser);
      const osTypes = [];
      page.on('request', (request) => {
        if (list.call.test(request.url())) osTypes.push(request.headers()['ostype']);
      });
      try {
        await page.goto(`${baseUrl}${list.html}`);
        await hydrated(page);
        await scrollToEnd(page);
        assert.ok(osTypes.length > 0, 'the next pages were asked for');
        assert.deepEqual([...new Set(osTypes)], ['H5']);
      } finally {
        await context.close();
      }
    });
  }

  test('/project: a next page that fails keeps the list and offers 重试, which loads it', async () => {
    const { page, context } = await openPage(browser);
    let failing = true;
    await page.route(/\/api\/activeProject\/queryProjects\?pageIndex=2/, (route) =>
      failing ? route.abort() : route.continue(),
    );
    try {
      await page.goto(`${baseUrl}/project`);
      await hydrated(page);
      assert.equal(await scrollToEnd(page), 'failed');
      assert.equal(await page.getByRole('list', { name: '项目' }).locator('li').count(), 10);
      failing = false;
      await page.getByRole('button', { name: '重试' }).click();
      assert.equal(await scrollToEnd(page), 'end');
      assert.equal(
        await page.getByRole('list', { name: '项目' }).locator('li').count(),
        await totalOf(/activeProject\/queryProjects/),
      );
    } finally {
      await context.close();
    }
  });

  test('/news: a first page that fails (the static host, the browser loads it) shows the sentence and 重试', async () => {
    const { page, context } = await openPage(browser);
    let failing = true;
    await page.route(/\/api\/article\/page\/list\/h5\/v1/, (route) =>
      failing ? route.abort() : route.continue(),
    );
    try {
      await page.goto(`${gatewayUrl}/news-list.html`);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.match(await alert.textContent(), /重试/);
      failing = false;
      await alert.getByRole('button', { name: '重试' }).click();
      await page.getByRole('list', { name: '资讯' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('/news at 320 px: no sideways scroll', async () => {
    const { page, context } = await openPage(browser, { width: 320 });
    try {
      await page.goto(`${baseUrl}/news`);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
      await screenshot(page, 'site-news-320');
    } finally {
      await context.close();
    }
  });
});

describe('the index of pages', () => {
  test('`/` lists every route of the table; each of its links answers 200 with the page', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/`);
      assert.equal(response?.status(), 200);
      const routes = await page.$$eval('[data-route]', (cards) =>
        cards.map((card) => card.getAttribute('data-route')),
      );
      for (const name of ['activity', 'download', 'privacy-policy', 'project-list', 'news-list'])
        assert.ok(routes.includes(name), `${name} is listed`);
      const hrefs = await page.$$eval('[data-route] a', (links) =>
        links.map((link) => link.getAttribute('href')),
      );
      assert.ok(hrefs.includes('/project') && hrefs.includes('/news'));
      for (const href of hrefs) {
        const answer = await fetch(`${baseUrl}${href}`);
        assert.equal(answer.status, 200, href);
      }
      assert.deepEqual(await seriousA11yViolations(page), []);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      await screenshot(page, 'site-index-375');
    } finally {
      await context.close();
    }
  });
});
