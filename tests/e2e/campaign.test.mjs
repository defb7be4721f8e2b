// The campaign mechanics from the page server in Chromium at 375 px: each page server-rendered
// (JavaScript off shows it), hydrated without a warning, axe nothing serious; an unknown id 404;
// each mechanic's flow with login first, ten rapid taps making one record and the 'already' state
// after; the countdown on the server's clock with the browser's clock a day off; screenshots at
// 375 and 320 px for people to look at.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertShows,
  textWithoutJavaScript,
  baseUrl,
  gatewayUrl,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
  settle,
} from './harness.mjs';
import { logInThroughPopup } from './log-in.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the page's wall clock (Date) by `offset` ms before any script runs; timers are untouched. */
async function shiftClock(page, offset) {
  await page.addInitScript((by) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args) {
        if (args.length === 0) super(RealDate.now() + by);
        else super(...args);
      }
      static now() {
        return RealDate.now() + by;
      }
    }
    globalThis.Date = ShiftedDate;
  }, offset);
}

let browser;
before(async () => {
  browser = await launchBrowser();
  // A fresh gateway's first answers are slow on a busy machine: the first render is not the test.
  await fetch(`${baseUrl}/campaign.html?id=7101&activeId=71`).catch(() => undefined);
});
after(async () => {
  await browser?.close();
});

describe('the prize draw (campaign.html)', () => {
  const url = (query, base = baseUrl) => `${base}/campaign.html?${query}`;

  test('server-rendered with its prizes and winners, hydrated without a warning; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(url('id=7101&activeId=71'));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '年终好礼 幸运大抽奖');
      await page.getByRole('heading', { level: 1, name: '年终好礼 幸运大抽奖' }).waitFor();
      assert.equal(await page.locator('.bc-prize-grid__item').count(), 4);
      await page.getByRole('button', { name: '立即抽奖' }).waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('JavaScript off still shows the draw, its prizes and rules', async () => {
    assertShows(await textWithoutJavaScript(browser, url('id=7101&activeId=71')), [
      '年终好礼 幸运大抽奖',
      '天九定制保温杯',
      '中奖名单',
      '活动规则',
    ]);
  });

  test('an unknown component answers 404 with its message and 重试', async () => {
    const { page, context } = await openPage(browser);
    try {
      const response = await page.goto(url('id=9999'));
      assert.equal(response?.status(), 404);
      await page.getByText('活动组件不存在: 9999').waitFor();
      await page.getByRole('button', { name: '重试' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('on a static host, a failing component call shows 重试, and 重试 then loads the draw', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let failures = 1;
      await page.route(/\/api\/pageComponentConfig\/getComponentById/, (route) =>
        failures-- > 0 ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto(url('id=7101&activeId=71', gatewayUrl));
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor({ timeout: 15_000 });
      await retry.click();
      await page.getByRole('heading', { level: 1, name: '年终好礼 幸运大抽奖' }).waitFor();
      assert.deepEqual(
        errors.filter((error) => error.startsWith('pageerror:')),
        [],
        listed(errors),
      );
    } finally {
      await context.close();
    }
  });

  test('R6.02 R9.03 R8.12 a draw logs in first; ten rapid taps draw once; the popup shows the prize; then 您已参与过抽奖', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(url('id=7101&activeId=71'));
      await hydrated(page);
      const draws = [];
      page.on('request', (request) => {
        if (request.url().includes('pageComponentConfig/getWinnerPrize')) draws.push(request.url());
      });
      const button = page.getByRole('button', { name: '立即抽奖' });
      await button.click();
      await logInThroughPopup(page);
      const popup = page.getByRole('dialog', { name: '恭喜您中奖了' });
      await popup.waitFor();
      assert.ok((await popup.innerText()).includes('天九定制保温杯'));
      assert.ok(await popup.getByRole('link', { name: '下载天九老板云 App' }).isVisible());
      await popup.getByRole('button', { name: '知道了' }).click();
      const already = page.getByRole('button', { name: '您已参与过抽奖' });
      await already.waitFor();
      assert.ok(await already.isDisabled());
      await page.reload();
      await page.getByRole('button', { name: '您已参与过抽奖' }).waitFor({ timeout: 15_000 });
      assert.equal(draws.length, 1, 'one draw was sent');
      assert.deepEqual(
        errors.filter((error) => error.startsWith('pageerror:')),
        [],
        listed(errors),
      );
    } finally {
      await context.close();
    }
  });

  test('R9.03 ten rapid taps after a login make one draw, and the gateway records one', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(url('id=7104&activeId=74'));
      await hydrated(page);
      await page.getByRole('button', { name: '我的奖品' }).click();
      await logInThroughPopup(page);
      await page.getByRole('button', { name: '关闭' }).click();
      const draws = [];
      page.on('request', (request) => {
        if (request.url().includes('pageComponentConfig/getWinnerPrize')) draws.push(request.url());
      });
      const button = page.getByRole('button', { name: '立即抽奖' });
      await button.waitFor();
      for (let tap = 0; tap < 10; tap += 1) await button.dispatchEvent('click');
      await page.getByRole('dialog', { name: '很遗憾，未中奖' }).waitFor();
      assert.equal(draws.length, 1);
      await page.getByRole('button', { name: '知道了' }).click();
      await page.getByText('今日剩余 2 次机会').waitFor();
    } finally {
      await context.close();
    }
  });

  test('R4.16 a draw not started counts down to its start on the server clock, with the browser clock a day ahead', async () => {
    const { page, context } = await openPage(browser);
    try {
      await shiftClock(page, DAY_MS);
      await page.goto(url('id=7102&activeId=72'));
      await hydrated(page);
      await page.getByRole('button', { name: '预约抽奖' }).waitFor();
      // It starts in two days on the server: 1天 23:59:xx (or 2天 00:00:00, the Date header and the
      // start being whole seconds), not 23:59:xx (the phone's clock).
      const timer = page.getByRole('timer');
      await timer.waitFor();
      assert.match(await timer.innerText(), /距开始 (1天 23:5\d:\d\d|2天 00:00:0\d)/);
    } finally {
      await context.close();
    }
  });

  test('ended and paused draws say so and cannot be tapped', async () => {
    const { page, context } = await openPage(browser);
    try {
      for (const [query, label] of [
        ['id=7103&activeId=73', '活动已结束'],
        ['id=7105&activeId=75', '抽奖暂未开放'],
      ]) {
        await page.goto(url(query));
        await hydrated(page);
        const button = page.getByRole('button', { name: label });
        await button.waitFor();
        assert.ok(await button.isDisabled(), label);
      }
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`screenshots at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      try {
        await page.goto(url('id=7101&activeId=71'));
        await hydrated(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.equal(overflow, 0, `fits ${width} px`);
        await screenshot(page, `prize-draw-${width}`);
      } finally {
        await context.close();
      }
    });
});

describe('the mechanics that open (campaign.html): red bag, staff red packet, red rain, Spring festival', () => {
  const url = (query) => `${baseUrl}/campaign.html?${query}`;

  test('a red bag server-rendered, hydrated without a warning; JavaScript off still shows it; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(url('id=7201&activeId=81'));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '年终红包 天天领');
      await page.getByRole('button', { name: '拆红包' }).waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
    assertShows(await textWithoutJavaScript(browser, url('id=7201&activeId=81')), [
      '年终红包 天天领',
      '拆红包',
      '活动规则',
    ]);
  });

  test('R6.02 R9.03 a red bag logs in first; ten rapid taps open one; then 今日红包已领取, after a reload too', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(url('id=7201&activeId=81'));
      await hydrated(page);
      const opens = [];
      page.on('request', (request) => {
        if (request.url().includes('activeRedBag/open')) opens.push(request.url());
      });
      // The same button whatever it says next (拆红包中…, 今日红包已领取).
      const button = await page.getByRole('button', { name: '拆红包' }).elementHandle();
      await button.click();
      await logInThroughPopup(page, '136');
      for (let tap = 0; tap < 10; tap += 1) await button.dispatchEvent('click');
      const popup = page.getByRole('dialog', { name: '恭喜您获得红包' });
      await popup.waitFor();
      assert.ok((await popup.innerText()).includes('现金红包 2.88 元'));
      await popup.getByRole('button', { name: '知道了' }).click();
      await page.getByRole('button', { name: '今日红包已领取' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: '今日红包已领取' }).waitFor({ timeout: 15_000 });
      assert.equal(opens.length, 1, 'one open was sent');
      assert.deepEqual(
        errors.filter((error) => error.startsWith('pageerror:')),
        [],
        listed(errors),
      );
    } finally {
      await context.close();
    }
  });

  test('the luck tag has no times call: a second open the same day shows 今天已抽过好运签', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(url('id=7204&activeId=84'));
      await hydrated(page);
      await page.getByRole('button', { name: '抽好运签' }).click();
      await logInThroughPopup(page, '136');
      await page.getByRole('dialog', { name: '恭喜您获得' }).waitFor();
      await page.reload();
      await hydrated(page);
      const button = page.getByRole('button', { name: '抽好运签' });
      await button.waitFor();
      await page.waitForTimeout(3_100);
      await button.click();
      await page.getByRole('dialog', { name: '今天已抽过好运签' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('R4.16 the red rain counts down to its start on the server clock, with the browser clock a day ahead', async () => {
    const { page, context } = await openPage(browser);
    try {
      await shiftClock(page, DAY_MS);
      await page.goto(url('id=7203&activeId=83'));
      await hydrated(page);
      await page.getByRole('button', { name: '即将开始' }).waitFor();
      const timer = page.getByRole('timer');
      await timer.waitFor();
      assert.match(await timer.innerText(), /距开始 (1天 23:5\d:\d\d|2天 00:00:0\d)/);
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`a red bag and the staff red packet at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      try {
        for (const [query, name] of [
          ['id=7201&activeId=81', 'red-bag'],
          ['id=7202&activeId=82', 'staff-red-packet'],
        ]) {
          await page.goto(url(query));
          await hydrated(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.equal(overflow, 0, `fits ${width} px`);
          await screenshot(page, `${name}-${width}`);
        }
      } finally {
        await context.close();
      }
    });
});
