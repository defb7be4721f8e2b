// The article family from the page server: the article screen (articledetails, meiwen, /news/{id}),
// the special page (special.html?id=, /special/{id}) and the about page. A good id, an unknown one
// (404 with the page that says so), a call failing in the browser, JavaScript off, hydration without
// a warning or a second request, the hostile article running nothing (neither in the server's HTML
// nor after hydration), axe, the banner, recommendation and article taps, screenshots.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertShows,
  textWithoutJavaScript,
  baseUrl,
  gatewayUrl,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
  hydrated,
  uncaught,
} from './harness.mjs';

const articleCall = /\/api\/article\/h5\/detail\/v1/;
const articleUrl = (id, extra = '', base = baseUrl) =>
  `${base}/articledetails.html?articleId=${id}${extra}`;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** What a payload would have left behind had any of it run, and what the page still holds of it. */
function traces(page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const handlers = [...(root?.querySelectorAll('*') ?? [])].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => attribute.name.startsWith('on'))
        .map((attribute) => `${element.localName}[${attribute.name}]`),
    );
    return {
      pwned: window.__pwned ?? null,
      scriptsInRoot: root?.querySelectorAll('script').length ?? -1,
      foreignInText: document.querySelectorAll(
        '.bc-rich-text :is(iframe, form, input, object, embed, svg, math, style, meta, base)',
      ).length,
      javascriptLinks: root?.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]')
        .length,
      handlers,
    };
  });
}

const clean = {
  pwned: null,
  scriptsInRoot: 0,
  foreignInText: 0,
  javascriptLinks: 0,
  handlers: [],
};

describe('a good article', () => {
  test('articledetails 501 arrives rendered: title, meta, media, rich text, recommendations', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(articleUrl(501));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      assert.equal(await page.title(), '从0到1：连锁餐饮如何三年开出300家门店');
      await hydrated(page);
      const heading = page.getByRole('heading', { level: 1 });
      assert.equal(await heading.textContent(), '从0到1：连锁餐饮如何三年开出300家门店');
      assert.ok(await page.getByRole('button', { name: /^播放 / }).isVisible(), 'the video cover');
      assert.equal(await page.locator('.bc-rich-text table').count(), 1);
      assert.ok(await page.getByRole('region', { name: '相关推荐' }).isVisible());
      assert.ok(await page.getByRole('region', { name: '项目推荐' }).isVisible());
      // The carousel turns once swiper (lazy) is in.
      await page.waitForSelector('.swiper-initialized', { timeout: 10_000 });
      await screenshot(page, 'article-501-375');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('picture and audio (502) at 320 px: nothing wider than the screen, axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser, { width: 320 });
    try {
      const response = await page.goto(articleUrl(502));
      assert.equal(response?.status(), 200);
      await hydrated(page);
      await page.getByRole('group', { name: '播放速度' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no horizontal scroll');
      await screenshot(page, 'article-502-320');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('the mobile site path /news/{id} and meiwen show the same article', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      for (const address of [`${baseUrl}/news/503`, `${baseUrl}/meiwen.html?articleId=503`]) {
        const response = await page.goto(address);
        assert.equal(response?.status(), 200, address);
        assert.equal(
          await page.getByRole('heading', { level: 1 }).textContent(),
          '老板说：为什么我把工厂搬回了老家',
        );
        await hydrated(page);
      }
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the article is all there', async () => {
    assertShows(await textWithoutJavaScript(browser, articleUrl(501)), [
      '连锁餐饮如何三年开出300家门店',
      '加盟商也是客户',
      '相关推荐',
    ]);
  });

  test('it hydrates without a warning, a second request for the article or a layout shift', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route(/\/storage\//, () => {});
      await page.goto(articleUrl(502), { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await page.waitForTimeout(1_500);
      assert.deepEqual(
        requests.filter((url) => articleCall.test(url)),
        [],
        'the article is not asked for again',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      const shift = await page.evaluate(() => window.__shift);
      assert.ok(shift < 0.01, `layout shift ${shift}`);
    } finally {
      await context.close();
    }
  });
});

describe('an article that cannot be shown', () => {
  test('an unknown id answers 404 with the page that says so, and 重试', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(articleUrl(424242));
      assert.equal(response?.status(), 404);
      await hydrated(page);
      assert.match(await page.getByRole('alert').innerText(), /文章不存在: 424242/);
      assert.ok(await page.getByRole('button', { name: '重试' }).isVisible());
      await screenshot(page, 'article-404-375');
      // The document's own 404 is what this test asks for; nothing else may go wrong.
      const others = errors.filter((error) => !error.includes('status of 404'));
      assert.deepEqual(others, [], `errors:${listed(others)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('no article id says the address is incomplete', async () => {
    const { page, context } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/articledetails.html`);
      assert.equal(response?.status(), 404);
      assert.match(await page.getByRole('alert').innerText(), /缺少文章编号/);
    } finally {
      await context.close();
    }
  });

  test('on a static host, a failing article call shows 重试, and 重试 loads the article', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.route(articleCall, (route) => route.abort());
      await page.goto(articleUrl(502, '', gatewayUrl));
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor({ timeout: 15_000 });
      await page.unroute(articleCall);
      await retry.click();
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent({ timeout: 15_000 }),
        '县域新机会：老板们都在看什么',
      );
      const thrown = uncaught(errors);
      assert.deepEqual(thrown, [], `page errors:${listed(thrown)}`);
    } finally {
      await context.close();
    }
  });
});

describe('the hostile article (9901)', () => {
  test("the server's HTML holds no script, handler, frame or javascript: address", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    try {
      const response = await page.goto(articleUrl(9901));
      assert.equal(response?.status(), 200);
      assert.deepEqual(await traces(page), clean);
      const text = await page.evaluate(() => document.body.innerText);
      assert.ok(text.includes('结尾的正常段落'), 'the harmless text is shown');
      assert.ok(
        text.includes(`恶意标记 <img src=x onerror="window.__pwned='title'">`),
        'title as text',
      );
    } finally {
      await context.close();
    }
  });

  test('after hydration nothing ran, and tapping every link and button runs nothing', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(articleUrl(9901));
      await hydrated(page);
      await page.waitForTimeout(1_000);
      assert.deepEqual(await traces(page), clean);
      for (const link of await page.locator('.bc-rich-text a').all())
        await link.click({ timeout: 2_000 }).catch(() => undefined);
      assert.equal(await page.evaluate(() => window.__pwned ?? null), null);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      await screenshot(page, 'article-hostile-375');
    } finally {
      await context.close();
    }
  });
});

describe('taps', () => {
  test('a banner opens its target through the action engine and sends BannerClick', async () => {
    const since = (await (await fetch(`${baseUrl}/__dev/analytics`)).json()).length;
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(articleUrl(502, '&utm_source=news'));
      await hydrated(page);
      await page.waitForSelector('.swiper-initialized', { timeout: 10_000 });
      const banner = page.locator('.swiper-slide-active .bc-banner__slide');
      assert.equal(await banner.getAttribute('class'), 'bc-banner__slide');
      await Promise.all([
        page.waitForURL(/\/activity-page\.html\?pageId=1001/, { timeout: 15_000 }),
        banner.click(),
      ]);
      const deadline = Date.now() + 20_000;
      let click;
      while (!click && Date.now() < deadline) {
        const events = (await (await fetch(`${baseUrl}/__dev/analytics`)).json()).slice(since);
        click = events.find((event) => event.event === 'BannerClick');
        if (!click) await new Promise((done) => setTimeout(done, 200));
      }
      assert.ok(click, 'BannerClick reached /__dev/analytics');
      assert.equal(click.properties.Venues_id, '801');
      assert.equal(click.properties.Venues_name, '春季项目路演火热报名中');
      const thrown = uncaught(errors);
      assert.deepEqual(thrown, [], `page errors:${listed(thrown)}`);
    } finally {
      await context.close();
    }
  });

  test('a recommended article opens articledetails carrying the query but the dropped ones', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(articleUrl(502, '&utm_source=news&projectId=9001&code=once'));
      await hydrated(page);
      await Promise.all([
        page.waitForURL(/articleId=504/, { timeout: 15_000 }),
        page.getByRole('region', { name: '相关推荐' }).getByRole('button').first().click(),
      ]);
      const opened = new URL(page.url());
      assert.equal(opened.pathname, '/articledetails.html');
      assert.equal(opened.search, '?articleId=504&utm_source=news');
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent(),
        '县域冷链物流：一张图看懂产业链',
      );
    } finally {
      await context.close();
    }
  });

  test('a 项目推荐 card opens unicorn-detail without the article id', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(articleUrl(501, '&utm_source=news&userId=77'));
      await hydrated(page);
      await Promise.all([
        page.waitForURL(/unicorn-detail\.html/, { timeout: 15_000 }),
        page.getByRole('region', { name: '项目推荐' }).getByRole('button').first().click(),
      ]);
      const opened = new URL(page.url());
      assert.equal(opened.search, '?projectId=9001&utm_source=news&userId=77');
    } finally {
      await context.close();
    }
  });
});

describe('the special page (a topic)', () => {
  test('special 61 arrives rendered with its articles; an article opens articledetails', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/special.html?id=61&utm_source=news`);
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      assert.equal(await page.title(), '县域经济专题');
      await hydrated(page);
      const list = page.getByRole('region', { name: /专题文章/ });
      assert.equal(await list.getByRole('listitem').count(), 5);
      assert.ok(await page.getByText('已经到底了').isVisible());
      await screenshot(page, 'special-61-375');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await Promise.all([
        page.waitForURL(/articledetails\.html/, { timeout: 15_000 }),
        list.getByRole('button').first().click(),
      ]);
      assert.equal(new URL(page.url()).search, '?articleId=502&id=61&utm_source=news');
    } finally {
      await context.close();
    }
  });

  test('the mobile site path /special/{id} shows the same topic, JavaScript off included', async () => {
    assertShows(await textWithoutJavaScript(browser, `${baseUrl}/special/61`), [
      '县域经济专题',
      '下沉市场的十个机会',
      '县域新机会：老板们都在看什么',
    ]);
  });

  test('a topic without articles says so at 320 px; an unknown one answers 404', async () => {
    const { page, context, errors } = await openPage(browser, { width: 320 });
    try {
      assert.equal((await page.goto(`${baseUrl}/special/62`))?.status(), 200);
      await hydrated(page);
      assert.ok(await page.getByText('这个专题还没有文章').isVisible());
      await screenshot(page, 'special-62-320');
      const response = await page.goto(`${baseUrl}/special.html?id=424242`);
      assert.equal(response?.status(), 404);
      assert.match(await page.getByRole('alert').innerText(), /专题不存在: 424242/);
      const others = errors.filter((error) => !error.includes('status of 404'));
      assert.deepEqual(others, [], `errors:${listed(others)}`);
    } finally {
      await context.close();
    }
  });

  test('it hydrates without a warning or a second request for the topic', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/special.html?id=61`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await page.waitForTimeout(1_000);
      assert.deepEqual(
        requests.filter((url) => /\/api\/(themes|article\/themes)\//.test(url)),
        [],
        'the topic is not asked for again',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('on a static host, a failing topic call shows 重试, and 重试 loads the topic', async () => {
    const { page, context, errors } = await openPage(browser);
    const topicCall = /\/api\/themes\/detail\/h5\/id\/v1/;
    try {
      await page.route(topicCall, (route) => route.abort());
      await page.goto(`${gatewayUrl}/special.html?id=61`);
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor({ timeout: 15_000 });
      await page.unroute(topicCall);
      await retry.click();
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent({ timeout: 15_000 }),
        '县域经济专题',
      );
      const thrown = uncaught(errors);
      assert.deepEqual(thrown, [], `page errors:${listed(thrown)}`);
    } finally {
      await context.close();
    }
  });
});

describe('the about page', () => {
  test('about.html arrives rendered, hydrates cleanly, and axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/about.html`);
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      assert.equal(await page.title(), '关于天九共享');
      await hydrated(page);
      assert.ok(await page.getByRole('heading', { name: '我们做什么' }).isVisible());
      await screenshot(page, 'about-375');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the text is there; a failing call in the browser shows 重试', async () => {
    const still = await openPage(browser, { javaScriptEnabled: false });
    try {
      await still.page.goto(`${baseUrl}/about.html`);
      const text = await still.page.evaluate(() => document.body.innerText);
      assert.ok(text.includes('让天下没有难做的生意'), 'the rich text is shown');
    } finally {
      await still.context.close();
    }
    const { page, context, errors } = await openPage(browser);
    const aboutCall = /\/api\/aboutTj\/detail\/v1/;
    try {
      await page.route(aboutCall, (route) => route.abort());
      await page.goto(`${gatewayUrl}/about.html`);
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor({ timeout: 15_000 });
      await page.unroute(aboutCall);
      await retry.click();
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent({ timeout: 15_000 }),
        '关于天九共享',
      );
      const thrown = uncaught(errors);
      assert.deepEqual(thrown, [], `page errors:${listed(thrown)}`);
    } finally {
      await context.close();
    }
  });
});
