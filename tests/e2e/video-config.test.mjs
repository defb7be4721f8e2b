// The video player config (spec §3: width, height, autoplay, isLive, controlBarVisibility) read
// from the video module, in Chromium through the page server: page 9505 (tests/e2e/pages) holds a
// replay set to autoplay in 4:3 and a live stream (isLive) that waits for a tap. In WeChat's browser
// (tests/e2e/env-fakes.mjs, with WeChat's own bridge) the autoplay waits for the bridge.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { environmentContext, recordedCalls } from './env-fakes.mjs';
import {
  activityUrl,
  hydrated,
  launchBrowser,
  listed,
  modulePlays,
  openPage,
  uncaught,
  waitForModules,
} from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The state of the video module with this id: its frame's shape and its playing video, if any. */
function moduleVideo(page, moduleId) {
  return page.evaluate((id) => {
    const module = document.querySelector(`[data-module-id="${id}"]`);
    const stage = module?.querySelector('.bc-video__stage')?.getBoundingClientRect();
    const video = [...(module?.querySelectorAll('video') ?? [])].find((one) => one.currentTime > 0);
    return {
      ratio: stage ? stage.width / stage.height : 0,
      playing: video ? { muted: video.muted, paused: video.paused, time: video.currentTime } : null,
      cover: Boolean(module?.querySelector('.bc-video__cover')),
      seekBar: Boolean(module?.querySelector('.vjs-progress-control')),
      controlBar: Boolean(module?.querySelector('.vjs-control-bar')),
    };
  }, moduleId);
}

test('autoplay: the replay starts by itself, muted, in its configured 4:3; the live stream waits for its tap and plays without a seek bar; paused, its big play button is back in the middle', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(activityUrl(9505));
    await waitForModules(page, [1, 2]);
    await hydrated(page);
    await modulePlays(page, 1);
    const replay = await moduleVideo(page, 1);
    assert.ok(Math.abs(replay.ratio - 4 / 3) < 0.01, `4:3 frame, got ${replay.ratio}`);
    assert.equal(replay.playing?.muted, true, 'a browser autoplays only muted');
    const live = await moduleVideo(page, 2);
    assert.ok(
      Math.abs(live.ratio - 16 / 9) < 0.01,
      `16:9 without width and height, got ${live.ratio}`,
    );
    assert.equal(live.cover, true, 'the live stream is not set to autoplay: its cover stays');

    await page.getByRole('button', { name: '播放 不停播的直播' }).click();
    await modulePlays(page, 2);
    const playing = await moduleVideo(page, 2);
    assert.equal(playing.controlBar, true, 'the live stream has its control bar');
    assert.equal(playing.seekBar, false, 'a live stream has no seek bar');
    assert.equal(playing.playing?.muted, false, 'a tap plays with the sound on');

    // R4.05 paused (iOS shows its own controls then): the big play button is back, centred.
    const stage = page.locator('[data-module-id="2"] .bc-video__stage');
    const bigPlay = page.locator('[data-module-id="2"] .vjs-big-play-button');
    assert.equal(await bigPlay.isVisible(), false, 'no big play button while playing');
    await page.locator('[data-module-id="2"] .video-js video').evaluate((video) => video.pause());
    await bigPlay.waitFor({ state: 'visible', timeout: 5_000 });
    const [box, button] = await Promise.all([stage.boundingBox(), bigPlay.boundingBox()]);
    const centre = (part) => [part.x + part.width / 2, part.y + part.height / 2];
    const [[x, y], [bx, by]] = [centre(box), centre(button)];
    assert.ok(Math.abs(x - bx) < 2 && Math.abs(y - by) < 2, `centred: ${bx},${by} on ${x},${y}`);
    assert.deepEqual(uncaught(errors), [], `errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});

test("in WeChat's browser the autoplay waits for WeChat's bridge and starts with its sound; with the bridge already there it starts at once", async (t) => {
  // WeChat's web view lets the bridge start a video with its sound; Chromium asks a tap for that
  // unless told otherwise, so this browser stands in for the web view's permission.
  const wechat = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  t.after(() => wechat.close());
  const context = await environmentContext(wechat, 'wechatBrowser', undefined, {
    weixinBridge: 'later',
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
    await page.goto(activityUrl(9505));
    await waitForModules(page, [1, 2]);
    await hydrated(page);
    // The player's chunk has had its time (a browser would be playing by now): nothing starts.
    await page.locator('[data-module-id="1"] .bc-video__cover').waitFor();
    await page.waitForTimeout(1_500);
    assert.equal((await moduleVideo(page, 1)).cover, true, 'the cover waits for the bridge');

    await page.evaluate(() => window.__weixinBridgeReady());
    await modulePlays(page, 1);
    assert.equal((await moduleVideo(page, 1)).playing?.muted, false, 'WeChat plays it with sound');
    assert.deepEqual(errors, [], `errors:${listed(errors)}`);
  } finally {
    await context.close();
  }

  const ready = await environmentContext(wechat, 'wechatBrowser', undefined, {
    weixinBridge: 'ready',
  });
  try {
    const page = await ready.newPage();
    await page.goto(activityUrl(9505));
    await modulePlays(page, 1);
    assert.equal((await moduleVideo(page, 1)).playing?.muted, false, 'with sound');
    const asked = (await recordedCalls(page)).filter((call) => call.via === 'weixin');
    assert.deepEqual(
      asked.map((call) => call.name),
      ['getNetworkType'],
      'started inside the answer of one bridge call',
    );
  } finally {
    await ready.close();
  }
});
