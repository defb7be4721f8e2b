// shortvideo.html from the page server in Chromium at 375 px: a video that really plays through
// video.js (its currentTime advances), a portrait one in its shape, a dead stream that says so, a
// video taken down, an unknown and a missing id, JavaScript off, hydration without warnings, axe,
// and screenshots at 375 and 320 px for people to look at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  assertNotFound,
  assertShows,
  baseUrl,
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

/** shortvideo for a video. */
function videoUrl(videoId) {
  return `${baseUrl}/shortvideo.html?videoId=${encodeURIComponent(videoId)}`;
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('a video: server-rendered with its cover and title, hydrated without a warning; R4.05 play starts it through video.js and it plays; axe finds nothing serious', async () => {
  const { page, context, errors, requests } = await openPage(browser);
  try {
    const response = await page.goto(videoUrl(71));
    assert.equal(response?.status(), 200);
    assert.equal(response?.headers()['x-page-render'], 'server');
    const html = await response.text();
    for (const shown of ['三分钟看懂社区新零售', '播放 三分钟看懂社区新零售', '创始人讲解门店模型'])
      assert.ok(html.includes(shown), `"${shown}" is in the server's HTML`);
    await hydrated(page);
    assert.equal(await page.title(), '三分钟看懂社区新零售');
    assert.ok(
      !requests.some((address) => /video\.es|video-js/.test(address)),
      'video.js is not loaded before play',
    );
    await screenshot(page, 'shortvideo-71-375');
    await page.getByRole('button', { name: '播放 三分钟看懂社区新零售' }).click();
    await playsPast(page, 1);
    assert.ok(requests.some((address) => address.includes('/storage/streams/replay.m3u8')));
    assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    assert.deepEqual(await seriousA11yViolations(page), []);
  } finally {
    await context.close();
  }
});

test('a portrait video stands in its own shape with its title in view; 320 px holds', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(videoUrl(72));
    await hydrated(page);
    const stage = await page.locator('.bc-video__stage').boundingBox();
    assert.ok(stage && stage.height > stage.width, `portrait stage ${JSON.stringify(stage)}`);
    const title = await page.getByRole('heading', { name: '竖屏短视频：门店一日' }).boundingBox();
    assert.ok(title && title.y + title.height <= 812, 'the title shows without scrolling');
    await screenshot(page, 'shortvideo-72-375');
    assert.deepEqual(errors, [], `errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
  await holdsAt320(browser, videoUrl(71), 'shortvideo-71-320');
});

test('a stream that answers 404 shows the cover, 视频加载失败 and 重试; a video taken down says so', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(videoUrl(73));
    await hydrated(page);
    await page.getByRole('button', { name: /^播放/ }).click();
    await page.getByText('视频加载失败').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '重试' }).waitFor();
    assert.equal(await page.locator('.bc-video__failed .bc-video__poster img').count(), 1);

    await page.goto(videoUrl(74));
    await hydrated(page);
    await page.getByText('视频已下架，暂时无法观看').waitFor();
    assert.equal(await page.getByRole('button', { name: /^播放/ }).count(), 0);
    assert.deepEqual(uncaught(errors), [], `errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});

test('an unknown video answers 404 with the message and 重试; no videoId says what is missing', async () => {
  await assertNotFound(browser, videoUrl(1), /视频不存在: 1/);
  const { page, context } = await openPage(browser);
  try {
    const missing = await page.goto(`${baseUrl}/shortvideo.html`);
    assert.equal(missing?.status(), 404);
    await page.getByText('页面地址不完整，缺少视频编号').waitFor({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test('with JavaScript off the video’s title, date and description are there', async () => {
  assertShows(await textWithoutJavaScript(browser, videoUrl(71)), [
    '三分钟看懂社区新零售',
    '2025-04-02 10:00',
    '创始人讲解门店模型与回本周期。',
  ]);
});
