// The live pages from the page server in Chromium at 375 px: live-room for a room in each status
// (R4.07 button; the live stream and the replay really play through video.js, a dead stream shows
// the cover and says so), an unknown and a missing id, JavaScript off, hydration without warnings,
// axe, and screenshots at 375 and 320 px for people to look at.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNotFound,
  assertShows,
  baseUrl,
  controlHydrated,
  holdsAt320,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  playsPast,
  screenshot,
  seriousA11yViolations,
  textWithoutJavaScript,
  uncaught,
} from './harness.mjs';
import { ENVIRONMENTS, environmentContext, recordedCalls } from './env-fakes.mjs';
import { logInThroughPopup } from './log-in.mjs';

/** live-room for a room. */
function roomUrl(roomLiveId, extra = '') {
  return `${baseUrl}/live-room.html?roomLiveId=${encodeURIComponent(roomLiveId)}${extra}`;
}

/** live-details for a room. */
function detailsUrl(roomLiveId) {
  return `${baseUrl}/live-details.html?roomLiveId=${encodeURIComponent(roomLiveId)}`;
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('live-room', () => {
  test('a live room: server-rendered with its status, hydrated without a warning; 进入观看 plays the live stream through video.js; axe finds nothing serious', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      const response = await page.goto(roomUrl(31, '&utm_source=e2e'));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      const html = await response.text();
      for (const shown of ['春季路演直播', '直播中', '进入观看', '路演项目', '直播商品'])
        assert.ok(html.includes(shown), `"${shown}" is in the server's HTML`);
      await hydrated(page);
      assert.equal(await page.title(), '春季路演直播');
      assert.ok(
        !requests.some((address) => /video\.es|video-js/.test(address)),
        'video.js is not loaded before play',
      );
      await page.getByRole('button', { name: '进入观看' }).click();
      await playsPast(page, 1);
      assert.ok(requests.some((address) => address.includes('/storage/streams/live.m3u8')));
      assert.ok(
        await page.locator('.video-js.vjs-live').count(),
        'video.js shows its live controls',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, 'live-room-31-375');
    } finally {
      await context.close();
    }
  });

  test('R4.07 each status: a preview shows 预约直播 and when it starts; an ended room 已结束 (disabled) on its cover; a replay plays from 立即查看', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(roomUrl(32));
      await hydrated(page);
      await page.getByRole('button', { name: '预约直播' }).waitFor();
      assert.match(
        await page.locator('.bc-live-stage__message').innerText(),
        /直播未开始，\d\d月\d\d日 \d\d:\d\d 开播/,
      );

      await page.goto(roomUrl(35));
      await hydrated(page);
      assert.equal(await page.getByRole('button', { name: '已结束' }).isDisabled(), true);
      assert.equal(await page.locator('.bc-live-stage__message').innerText(), '直播已结束');

      await page.goto(roomUrl(34));
      await hydrated(page);
      await page.getByRole('button', { name: '立即查看' }).click();
      await playsPast(page, 1);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('a tap on 立即查看 while the player is still arriving is kept: the replay plays once it has', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      // The player's chunk (and video.js) arrive a second and a half late, as on a slow network.
      await page.route(/\/assets\/video[-.]/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(roomUrl(34));
      const button = page.getByRole('button', { name: '立即查看' });
      await controlHydrated(button);
      await button.click();
      await playsPast(page, 1);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('per host: in the app 进入观看 hands the room over to the native room through the bridge; in the mini-program it relaunches the index with roomLiveId; neither plays here', async () => {
    for (const [host, expected] of [
      ['app', { via: 'bridge', name: 'nativeJump', holds: ['liveRoom', '"roomLiveId":"31"'] }],
      [
        'miniProgram',
        { via: 'wx', name: 'miniProgram.reLaunch', holds: ['/pages/index/index?roomLiveId=31'] },
      ],
    ]) {
      const context = await environmentContext(browser, host);
      try {
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
        await page.goto(roomUrl(31, ENVIRONMENTS[host].query));
        await hydrated(page);
        await page.getByRole('button', { name: '进入观看' }).click();
        await page.waitForFunction(
          ({ via, name }) => window.__calls.some((made) => made.via === via && made.name === name),
          expected,
          { timeout: 10_000 },
        );
        const made = (await recordedCalls(page)).filter(
          (call) => call.via === expected.via && call.name === expected.name,
        );
        assert.equal(made.length, 1, `${host}: one hand-over`);
        for (const part of expected.holds)
          assert.ok(JSON.stringify(made[0].data).includes(part), `${host}: ${part} is handed over`);
        assert.equal(await page.locator('.video-js').count(), 0, `${host}: nothing plays here`);
        assert.deepEqual(errors, [], `${host} errors:${listed(errors)}`);
      } finally {
        await context.close();
      }
    }
  });

  test('a stream that answers 404 shows the cover and says the signal is down, never a black box', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(roomUrl(37));
      await hydrated(page);
      await page.getByRole('button', { name: '进入观看' }).click();
      await page.getByText('直播信号中断，请稍后再试').waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('.bc-video__failed .bc-video__poster img').count(), 1);
      assert.deepEqual(uncaught(errors), [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('an unknown room answers 404 with the message and 重试; no roomLiveId says what is missing', async () => {
    await assertNotFound(browser, roomUrl(1), /直播间不存在: 1/);
    const { page, context } = await openPage(browser);
    try {
      const missing = await page.goto(`${baseUrl}/live-room.html`);
      assert.equal(missing?.status(), 404);
      await page.getByText('页面地址不完整，缺少直播间编号').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the room, its status, projects, introduction and products are there; 320 px holds', async () => {
    assertShows(await textWithoutJavaScript(browser, roomUrl(31)), [
      '春季路演直播',
      '进入观看',
      '智慧社区新零售',
      '门店模型',
      '充电桩运营实战课',
    ]);
    await holdsAt320(browser, roomUrl(31), 'live-room-31-320');
  });
});

describe('live-details', () => {
  test('a preview: server-rendered with its start, hydrated without a warning, counting down on the server clock; axe finds nothing serious; 320 px holds', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(detailsUrl(32));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      const html = await response.text();
      for (const shown of ['县域经济新机会直播预告', '预告', '预约直播', '开播', '县域冷链物流'])
        assert.ok(html.includes(shown), `"${shown}" is in the server's HTML`);
      await hydrated(page);
      assert.match(
        await page.locator('.bc-live-countdown__time').innerText({ timeout: 15_000 }),
        /^[12]天 \d\d:\d\d:\d\d$/,
      );
      assert.equal(
        await page.getByRole('heading', { name: '微信开播提醒' }).count(),
        0,
        'the WeChat reminder is for WeChat only',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, 'live-details-32-375');
    } finally {
      await context.close();
    }
    await holdsAt320(browser, detailsUrl(32), 'live-details-32-320');
  });

  test('R6.02 预约直播: ten rapid taps ask for one login and store one reservation; 已预约 after a reload', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      await page.goto(detailsUrl(32));
      await hydrated(page);
      // Ten taps in one go, as fast as a finger cannot: the login popup covers the button after one.
      await page
        .getByRole('button', { name: '预约直播' })
        .evaluate((button) => Array.from({ length: 10 }, () => button.click()));
      await logInThroughPopup(page);
      await page.getByRole('button', { name: '已预约' }).waitFor({ timeout: 15_000 });
      await page.getByText('1人已预约').waitFor();
      assert.equal(
        requests.filter((address) => address.includes('roomLivePreview/subscribe')).length,
        1,
        'one reservation call',
      );
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: '已预约' }).waitFor({ timeout: 15_000 });
      assert.deepEqual(uncaught(errors), [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('in WeChat: 开启提醒 logs in first and turns the reminder on once however often it is tapped; it stays on across a reload; 取消提醒 turns it off, also across a reload', async () => {
    const context = await environmentContext(browser, 'wechatBrowser');
    try {
      const page = await context.newPage();
      const errors = [];
      const reminders = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      page.on('request', (request) => {
        if (request.url().includes('/remind/')) reminders.push(new URL(request.url()).pathname);
      });
      await page.goto(detailsUrl(32));
      await hydrated(page);
      await page.getByRole('heading', { name: '微信开播提醒' }).waitFor();
      await page
        .getByRole('button', { name: '开启提醒' })
        .evaluate((button) => Array.from({ length: 10 }, () => button.click()));
      await logInThroughPopup(page);
      await page.getByRole('button', { name: '取消提醒' }).waitFor({ timeout: 15_000 });
      assert.equal(
        reminders.filter((path) => path.endsWith('remind/roomLiveWeixinRemind')).length,
        1,
        'one call turns it on',
      );
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: '取消提醒' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '取消提醒' }).click();
      await page.getByRole('button', { name: '开启提醒' }).waitFor({ timeout: 15_000 });
      // Asked again after hydration (remind/subscribe), and still off.
      const asked = page.waitForResponse((response) => response.url().includes('remind/subscribe'));
      await page.reload();
      await hydrated(page);
      await asked;
      await page.getByRole('button', { name: '开启提醒' }).waitFor();
      await screenshot(page, 'live-details-32-wechat-375');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('the countdown flips within a second of the server time with the browser clock a day ahead', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.addInitScript(() => {
        const RealDate = Date;
        const ahead = 86_400_000;
        globalThis.Date = class extends RealDate {
          constructor(...args) {
            if (args.length === 0) super(RealDate.now() + ahead);
            else super(...args);
          }
          static now() {
            return RealDate.now() + ahead;
          }
        };
        // The true time the stage says the live started (the monotonic clock's origin is the
        // system's, untouched by the page's Date).
        // A flip counts only after a countdown was shown (the page may open while it is live).
        new MutationObserver(() => {
          if (window.__flippedAt) return;
          if (document.querySelector('.bc-live-countdown__time')) window.__counting = true;
          const said = document.querySelector('.bc-live-stage__message')?.textContent;
          if (window.__counting && said === '直播已开始')
            window.__flippedAt = performance.timeOrigin + performance.now();
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      // Room 36 starts at the middle of every 12 s of the server's clock (this machine's): open it
      // early in a preview half, so that it counts down before it flips.
      const phase = Date.now() % 12_000;
      if (phase > 2_000) await new Promise((resolve) => setTimeout(resolve, 12_000 - phase));
      await page.goto(detailsUrl(36));
      await hydrated(page);
      const flippedAt = await page
        .waitForFunction(() => window.__flippedAt, undefined, { timeout: 30_000 })
        .then((handle) => handle.jsonValue());
      const start = Math.floor(flippedAt / 12_000) * 12_000 + 6_000;
      const late = flippedAt - start;
      // The page knows the server's time from whole-second Date headers: within a second of it.
      assert.ok(Math.abs(late) < 1_000, `flipped ${late} ms after the start`);
      await page.getByRole('button', { name: '进入观看' }).waitFor();
      assert.deepEqual(uncaught(errors), [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('an unknown room answers 404 with the message and 重试; with JavaScript off the preview is there', async () => {
    await assertNotFound(browser, detailsUrl(1), /直播间不存在: 1/);
    assertShows(await textWithoutJavaScript(browser, detailsUrl(32)), [
      '县域经济新机会直播预告',
      '预约直播',
      '县域冷链物流',
    ]);
  });
});
