// Issue 15, the catalogue's screenshot comparison: every "all states" story of the Storybook build,
// at 375 px, against its baseline in tests/visual/ (committed, updated only on purpose:
// `UPDATE_VISUAL=1 npm run e2e -- tests/e2e/visual.test.mjs`). A story that differs fails, and its
// picture and a diff image (changed pixels red over a faded baseline) land in screenshots/visual/.
// The pictures are compared in Chromium itself (two canvases), so no image library is needed.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, storybookUrl } from './harness.mjs';

const root = resolve(import.meta.dirname, '../..');
const BASELINES = resolve(root, 'tests/visual');
const FAILURES = resolve(root, 'screenshots/visual');
const UPDATE = process.env.UPDATE_VISUAL === '1';
/** A pixel counts as changed when a channel moves by more than this (0-255): rendering noise stays under it. */
const CHANNEL_TOLERANCE = 16;
/** The stories' clock: relative times and countdowns read the same on every run. */
const FIXED_TIME = new Date('2026-11-23T10:00:00+08:00');

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A story alone at 375 px, still (no animation, no caret, the clock fixed), as a PNG. */
async function storyPicture(storyId, extraStyle = '') {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  try {
    await context.clock.setFixedTime(FIXED_TIME);
    const page = await context.newPage();
    await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
    const story = page.locator('#storybook-root');
    await story.locator(':scope > *').first().waitFor({ timeout: 30_000 });
    // The whole story in the viewport, so every lazy picture loads before the picture is taken.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 375, height: Math.min(Math.max(height, 812), 16_000) });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await page.evaluate(async () => {
      await document.fonts.ready;
      const settled = (image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
              setTimeout(done, 5_000);
            });
      await Promise.all([...document.images].map(settled));
    });
    if (extraStyle) await page.addStyleTag({ content: extraStyle });
    return await story.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

/** Compares two PNGs in Chromium: how many pixels changed, and a diff image when any did. */
async function compare(expected, actual) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ expectedUrl, actualUrl, tolerance }) => {
        const load = (url) =>
          new Promise((done, fail) => {
            const image = new Image();
            image.onload = () => done(image);
            image.onerror = fail;
            image.src = url;
          });
        const [before, after] = await Promise.all([load(expectedUrl), load(actualUrl)]);
        const width = Math.max(before.width, after.width);
        const height = Math.max(before.height, after.height);
        const pixels = (image) => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d');
          context.fillStyle = '#ff00ff';
          context.fillRect(0, 0, width, height);
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, width, height).data;
        };
        const [a, b] = [pixels(before), pixels(after)];
        const diff = new ImageData(width, height);
        let changed = 0;
        for (let index = 0; index < a.length; index += 4) {
          const moved = [0, 1, 2, 3].some(
            (channel) => Math.abs(a[index + channel] - b[index + channel]) > tolerance,
          );
          if (moved) changed += 1;
          const grey = 255 - (255 - (a[index] + a[index + 1] + a[index + 2]) / 3) * 0.25;
          diff.data.set(moved ? [255, 0, 0, 255] : [grey, grey, grey, 255], index);
        }
        const sizes = {
          expected: `${before.width}×${before.height}`,
          actual: `${after.width}×${after.height}`,
        };
        if (changed === 0) return { changed, sizes };
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').putImageData(diff, 0, 0);
        return { changed, sizes, diff: canvas.toDataURL('image/png') };
      },
      {
        expectedUrl: `data:image/png;base64,${expected.toString('base64')}`,
        actualUrl: `data:image/png;base64,${actual.toString('base64')}`,
        tolerance: CHANNEL_TOLERANCE,
      },
    );
  } finally {
    await page.close();
  }
}

const baselineOf = (storyId) => resolve(BASELINES, `${storyId}.png`);

describe(
  'the "all states" stories look as their baselines at 375 px',
  { concurrency: 1 },
  async () => {
    assert.ok(storybookUrl, 'storybook-static/ is not built: run `npm run build-storybook` first');
    const index = await (await fetch(`${storybookUrl}/index.json`)).json();
    const stories = Object.values(index.entries).filter(
      (entry) => entry.type === 'story' && entry.id.endsWith('--all-states'),
    );

    test('there are "all states" stories to compare', () => {
      assert.ok(stories.length >= 10, `${stories.length} all-states stories`);
    });

    for (const story of stories)
      test(`${story.title} / ${story.name}`, { timeout: 90_000 }, async () => {
        const actual = await storyPicture(story.id);
        const baseline = baselineOf(story.id);
        if (UPDATE || !existsSync(baseline)) {
          assert.ok(
            UPDATE,
            `no baseline for ${story.id}: look at it, then run with UPDATE_VISUAL=1`,
          );
          mkdirSync(BASELINES, { recursive: true });
          writeFileSync(baseline, actual);
          return;
        }
        const result = await compare(readFileSync(baseline), actual);
        if (result.changed === 0 && result.sizes.expected === result.sizes.actual) return;
        mkdirSync(FAILURES, { recursive: true });
        writeFileSync(resolve(FAILURES, `${story.id}.actual.png`), actual);
        if (result.diff)
          writeFileSync(
            resolve(FAILURES, `${story.id}.diff.png`),
            Buffer.from(result.diff.split(',')[1], 'base64'),
          );
        assert.fail(
          `${story.id}: ${result.changed} pixels changed (baseline ${result.sizes.expected}, now ${result.sizes.actual}); see screenshots/visual/${story.id}.diff.png, and if the change is meant, update the baseline with UPDATE_VISUAL=1`,
        );
      });

    test(
      'the comparison catches a change of style: a module recoloured differs from its baseline',
      { timeout: 90_000 },
      async () => {
        const [story] = stories;
        assert.ok(story && existsSync(baselineOf(story.id)), 'a baseline to compare with');
        const recoloured = await storyPicture(story.id, '* { color: #00a000 !important; }');
        const result = await compare(readFileSync(baselineOf(story.id)), recoloured);
        assert.ok(result.changed > 100, `only ${result.changed} pixels changed`);
        assert.match(result.diff ?? '', /^data:image\/png;base64,/);
      },
    );
  },
);
