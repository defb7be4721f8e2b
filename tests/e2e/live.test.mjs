// The live pages from the page server in Chromium at 375 px: live-room for a room in each status
// (R4.07 button; the live stream and the replay really play through video.js, a dead stream shows
// the cover and says so), an unknown and a missing id, JavaScript off, hydration without warnings,
// axe, and screenshots at 375 and 320 px for people to look at.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertShows,
  textWithoutJavaScript,
  baseUrl,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
} from './harness.mjs';

/** live-room for a room. */
function roomUrl(roomLiveId, extra = '') {
  return `${baseUrl}/live-room.html?roomLiveId=${encodeURIComponent(roomLiveId)}${extra}`;
}

/** The playing video's time once it has advanced past `seconds`, or fails after the timeout. */
async function playsPast(page, seconds) {
  await page.waitForFunction(
    (past) => [...document.querySelectorAll('video')].some((video) => video.currentTime > past),
    seconds,
    { timeout: 15_000 },
  );
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

  test('a stream that answers 404 shows the cover and says the signal is down, never a black box', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(roomUrl(37));
      await hydrated(page);
      await page.getByRole('button', { name: '进入观看' }).click();
      await page.getByText('直播信号中断，请稍后再试').waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('.bc-video__failed .bc-video__poster img').count(), 1);
      assert.equal(
        errors.filter((error) => error.startsWith('pageerror:')).length,
        0,
        `errors:${listed(errors)}`,
      );
    } finally {
      await context.close();
    }
  });

  test('an unknown room answers 404 with the message and 重试; no roomLiveId says what is missing', async () => {
    const { page, context } = await openPage(browser);
    try {
      const response = await page.goto(roomUrl(1));
      assert.equal(response?.status(), 404);
      await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 15_000 });
      assert.match(await page.getByRole('alert').innerText(), /直播间不存在: 1/);
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
    const narrow = await openPage(browser, { width: 320, height: 720 });
    try {
      await narrow.page.goto(roomUrl(31));
      await hydrated(narrow.page);
      const overflow = await narrow.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'nothing wider than the phone');
      await screenshot(narrow.page, 'live-room-31-320');
    } finally {
      await narrow.context.close();
    }
  });
});
