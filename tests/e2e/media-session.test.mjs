// R4.05 one medium at a time: on an activity page with a live stream's video module, an audio
// module and a replay's video module (tests/e2e/pages/9503.json, served through --pages), starting
// any of them pauses the one playing, in Chromium through the page server.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

/** Waits until every video of the video module with this id is paused. */
async function videoPaused(page, moduleId) {
  await page.waitForFunction(
    (id) =>
      [...document.querySelectorAll(`[data-module-id="${id}"] video`)].every(
        (video) => video.paused,
      ),
    moduleId,
    { timeout: 5_000 },
  );
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('R4.05 starting the audio pauses the playing video; starting a video pauses the audio; starting the other video pauses the first', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    // The gateway's audio is thirty seconds of silence: still playing when the next medium
    // starts, so a pause then is the session's, not the end of the clip.
    await page.goto(activityUrl(9503));
    await waitForModules(page, [1, 2, 3]);
    await hydrated(page);

    // The live stream's video plays.
    await page.getByRole('button', { name: '播放 不停播的直播流' }).click();
    await modulePlays(page, 1);

    // The audio starts: the video pauses.
    await page.getByRole('button', { name: '播放 三分钟了解老板云' }).click();
    await page.getByRole('button', { name: '暂停 三分钟了解老板云' }).waitFor();
    await videoPaused(page, 1);

    // The replay starts: the audio pauses (its button offers play again) and the first video stays paused.
    await page.getByRole('button', { name: '播放 路演回放' }).click();
    await modulePlays(page, 3);
    await page.getByRole('button', { name: '播放 三分钟了解老板云' }).waitFor({ timeout: 5_000 });
    await videoPaused(page, 1);

    // The first video again, from its own controls: the replay pauses.
    await page.locator('[data-module-id="1"] video').evaluate((video) => video.play());
    await modulePlays(page, 1);
    await videoPaused(page, 3);
    assert.deepEqual(uncaught(errors), [], `errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});
