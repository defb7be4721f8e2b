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
  controlHydrated,
  gatewayUrl,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
  settle,
  uncaught,
  requestsTo,
} from './harness.mjs';
import { logInThroughPopup, tenTapsAfterLogin } from './log-in.mjs';

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

/**
 * A mechanic's one-time flow: the first tap logs in, then ten rapid taps on the same button
 * (whatever it says next) send one `call`; the popup titled `won` names `prize`; the button then
 * says `already`, after a reload too. Answers how many `call` requests were sent.
 */
async function tenTapsOnce(page, { address, action, call, won, prize, already, prefix }) {
  await page.goto(address);
  await hydrated(page);
  const button = await page.getByRole('button', { name: action }).elementHandle();
  const sent = await tenTapsAfterLogin(page, button, { call, prefix });
  const popup = page.getByRole('dialog', { name: won });
  await popup.waitFor();
  assert.ok((await popup.innerText()).includes(prize));
  await popup.getByRole('button', { name: '知道了' }).click();
  await page.getByRole('button', { name: already }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: already }).waitFor({ timeout: 15_000 });
  return sent.length;
}

/** Each page of `pages` ([query, name]) fits `width` px and is saved as a screenshot `<name>-<width>`. */
async function screenshotsAt(width, url, pages) {
  const { page, context } = await openPage(browser, { width });
  try {
    for (const [query, name] of pages) {
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
}
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
      assert.deepEqual(uncaught(errors), [], listed(errors));
    } finally {
      await context.close();
    }
  });

  test('R6.02 R9.03 R8.12 a draw logs in first; ten rapid taps draw once; the popup shows the prize; then 您已参与过抽奖', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(url('id=7101&activeId=71'));
      await hydrated(page);
      const draws = requestsTo(page, 'pageComponentConfig/getWinnerPrize');
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
      assert.deepEqual(uncaught(errors), [], listed(errors));
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
      const draws = requestsTo(page, 'pageComponentConfig/getWinnerPrize');
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
    test(`screenshots at ${width} px`, () =>
      screenshotsAt(width, url, [['id=7101&activeId=71', 'prize-draw']]));
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
      const opens = await tenTapsOnce(page, {
        address: url('id=7201&activeId=81'),
        action: '拆红包',
        call: 'activeRedBag/open',
        won: '恭喜您获得红包',
        prize: '现金红包 2.88 元',
        already: '今日红包已领取',
        prefix: '136',
      });
      assert.equal(opens, 1, 'one open was sent');
      assert.deepEqual(uncaught(errors), [], listed(errors));
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
    test(`a red bag and the staff red packet at ${width} px`, () =>
      screenshotsAt(width, url, [
        ['id=7201&activeId=81', 'red-bag'],
        ['id=7202&activeId=82', 'staff-red-packet'],
      ]));
});

describe('the seckill (campaign.html)', () => {
  const url = (query) => `${baseUrl}/campaign.html?${query}`;
  const TEA_SET = 'id=7301&activeId=91';

  /** The stock the gateway answers now. */
  async function stockOf(query) {
    const answer = await (await fetch(`${baseUrl}/api/activeSecKill/getProduct?${query}`)).json();
    return answer.data.stock;
  }

  test('server-rendered with its product and prices, hydrated without a warning; JavaScript off shows it; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(url(TEA_SET));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '天九定制茶具 限时秒杀');
      await page.getByRole('button', { name: '立即抢购' }).waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
    assertShows(await textWithoutJavaScript(browser, url(TEA_SET)), [
      '天九定制茶具一套',
      '¥9.90',
      '¥399.00',
      '每人限购 1 件',
      '活动规则',
    ]);
  });

  test('R6.02 R9.03 a purchase logs in first; ten rapid taps buy one, the gateway records one; then 您已抢购过该商品, after a reload too', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const before = await stockOf(TEA_SET);
      const purchases = await tenTapsOnce(page, {
        address: url(TEA_SET),
        action: '立即抢购',
        call: 'activeSecKill/instantSeckill',
        won: '抢购成功',
        prize: '天九定制茶具一套',
        already: '您已抢购过该商品',
        prefix: '138',
      });
      assert.equal(purchases, 1, 'one purchase was sent');
      assert.equal(await stockOf(TEA_SET), before - 1, 'the gateway sold one');
      assert.deepEqual(uncaught(errors), [], listed(errors));
    } finally {
      await context.close();
    }
  });

  test('sold out: 已抢光, not tappable', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(url('id=7302&activeId=92'));
      await hydrated(page);
      const button = page.getByRole('button', { name: '已抢光' });
      await button.waitFor();
      assert.ok(await button.isDisabled());
    } finally {
      await context.close();
    }
  });

  test('R4.16 the countdown opens the seckill within a second of the server time, with the browser clock a day ahead', async (t) => {
    const { page, context, errors } = await openPage(browser);
    try {
      await shiftClock(page, DAY_MS);
      await page.addInitScript(() => {
        // The true time 立即抢购 became tappable (the monotonic clock's origin is the system's,
        // untouched by the page's Date), counted only after a countdown was shown.
        new MutationObserver(() => {
          if (window.__openedAt) return;
          if (document.querySelector('[role="timer"]')) window.__counting = true;
          const button = document.querySelector('.bc-campaign__action');
          if (window.__counting && button?.textContent === '立即抢购' && !button.disabled)
            window.__openedAt = performance.timeOrigin + performance.now();
        }).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
      // 7303 opens at the middle of every 20 s of the server's clock (this machine's): open it
      // early in a cycle, so that it counts down before it opens.
      const phase = Date.now() % 20_000;
      if (phase > 3_000) await new Promise((resolve) => setTimeout(resolve, 20_000 - phase));
      await page.goto(url('id=7303&activeId=93'));
      await hydrated(page);
      const openedAt = await page
        .waitForFunction(() => window.__openedAt, undefined, { timeout: 30_000 })
        .then((handle) => handle.jsonValue());
      const start = Math.floor(openedAt / 20_000) * 20_000 + 10_000;
      const late = openedAt - start;
      // The page knows the server's time from whole-second Date headers: within a second of it.
      t.diagnostic(`the seckill opened ${Math.round(late)} ms after its start`);
      assert.ok(Math.abs(late) < 1_000, `opened ${late} ms after the start`);
      assert.deepEqual(uncaught(errors), [], listed(errors));
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`the seckill and its sold-out state at ${width} px`, () =>
      screenshotsAt(width, url, [
        [TEA_SET, 'seckill'],
        ['id=7302&activeId=92', 'seckill-sold-out'],
      ]));
});

describe('the vote (campaign.html, common witness)', () => {
  const url = (query) => `${baseUrl}/campaign.html?${query}`;
  const VOTE = 'id=7401&activeId=95';
  const buttonOf = (page, name) =>
    page.getByRole('listitem').filter({ hasText: name }).getByRole('button');

  test('server-rendered with its candidates and votes, hydrated without a warning; JavaScript off shows them; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(url(VOTE));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '2026 年度最受欢迎项目评选');
      await controlHydrated(buttonOf(page, '智慧农业云平台'));
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
    assertShows(await textWithoutJavaScript(browser, url(VOTE)), [
      '县域冷链物流',
      '智慧农业云平台',
      '活动规则',
    ]);
  });

  test('R6.02 R9.03 a vote logs in first; ten rapid taps cast one, the gateway counts one; then 已投票, after a reload too', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const before = await (
        await fetch(`${baseUrl}/api/bosscloud-activity/commonWitness/projects?activeId=95`)
      ).json();
      const votesOf = (answer) => answer.data.find((one) => one.projectId === 9503).votes;
      await page.goto(url(VOTE));
      await hydrated(page);
      const button = await buttonOf(page, '社区康养驿站').elementHandle();
      const votes = await tenTapsAfterLogin(page, button, {
        call: 'commonWitness/vote/add',
        prefix: '139',
      });
      await page.getByText('投票成功').waitFor();
      await page.getByText('您已投票，感谢参与').waitFor();
      assert.equal(await buttonOf(page, '社区康养驿站').innerText(), '已投票');
      await page.reload();
      await page.getByText('您已投票，感谢参与').waitFor({ timeout: 15_000 });
      assert.equal(await buttonOf(page, '社区康养驿站').innerText(), '已投票');
      assert.ok(await buttonOf(page, '县域冷链物流').isDisabled());
      assert.equal(votes.length, 1, 'one vote was sent');
      const after = await (
        await fetch(`${baseUrl}/api/bosscloud-activity/commonWitness/projects?activeId=95`)
      ).json();
      assert.equal(votesOf(after), votesOf(before) + 1, 'the gateway counted one');
      assert.deepEqual(uncaught(errors), [], listed(errors));
    } finally {
      await context.close();
    }
  });

  test('a vote that is over says 投票已结束 on every candidate', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(url('id=7402&activeId=96'));
      await hydrated(page);
      const button = buttonOf(page, '新能源换电站');
      await page.getByRole('button', { name: '投票已结束' }).first().waitFor();
      assert.ok(await button.isDisabled());
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`the vote at ${width} px`, () => screenshotsAt(width, url, [[VOTE, 'vote']]));
});
