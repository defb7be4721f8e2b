// Issue 15, the catalogue's screenshot comparison: every "all states" story of the Storybook build,
// at 375 px, against its baseline in tests/visual/ (committed, updated only on purpose:
// `UPDATE_VISUAL=1 npm run e2e -- tests/e2e/visual.test.mjs`). A story that differs fails, and its
// picture and a diff image (changed pixels red over a faded baseline) land in screenshots/visual/.
// The pictures are compared in Chromium itself (two canvases), so no image library is needed.
// Issue 15's done-when is checked in a throw-away folder with the same steps: a module restyled fails
// with a diff image, passes once its baseline is updated on purpose, and the old look then differs.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
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

/** A story alone at 375 px, still (no animation, no caret, the clock fixed, pictures and clips loaded), as a PNG. */
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
    // A player still reading its clip's length is busy (the audio's 00:30 rather than --:--).
    await page
      .waitForFunction(() => !document.querySelector('#storybook-root [aria-busy="true"]'), null, {
        timeout: 5_000,
      })
      .catch(() => {});
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

/**
 * One story against its baseline in `baselines`: with `update`, the picture becomes the baseline;
 * otherwise a picture that differs writes itself and a diff image to `failures`. Answers why it
 * fails, or undefined when it passes. `style` is extra CSS put in the story before the picture.
 */
async function verdict(storyId, { baselines, failures, update, style = '' }) {
  const actual = await storyPicture(storyId, style);
  const baseline = resolve(baselines, `${storyId}.png`);
  if (update || !existsSync(baseline)) {
    if (!update) return `no baseline for ${storyId}: look at it, then run with UPDATE_VISUAL=1`;
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baseline, actual);
    return undefined;
  }
  const result = await compare(readFileSync(baseline), actual);
  if (result.changed === 0 && result.sizes.expected === result.sizes.actual) return undefined;
  mkdirSync(failures, { recursive: true });
  writeFileSync(resolve(failures, `${storyId}.actual.png`), actual);
  const diff = resolve(failures, `${storyId}.diff.png`);
  if (result.diff) writeFileSync(diff, Buffer.from(result.diff.split(',')[1], 'base64'));
  return `${storyId}: ${result.changed} pixels changed (baseline ${result.sizes.expected}, now ${result.sizes.actual}); see ${relative(root, diff)}, and if the change is meant, update the baseline with UPDATE_VISUAL=1`;
}

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
        const failure = await verdict(story.id, {
          baselines: BASELINES,
          failures: FAILURES,
          update: UPDATE,
        });
        if (failure) assert.fail(failure);
      });

    test(
      'a module restyled fails against its baseline with a diff image, and passes once the baseline is updated on purpose',
      { timeout: 180_000 },
      async () => {
        const story = stories.find((each) => each.id.startsWith('modules-'));
        assert.ok(story, 'a module\'s "all states" story');
        const work = mkdtempSync(join(tmpdir(), 'bc-visual-'));
        const run = (options) =>
          verdict(story.id, { baselines: work, failures: join(work, 'failures'), ...options });
        const restyled = '* { color: #00a000 !important; }';
        try {
          assert.equal(await run({ update: true }), undefined, 'the baseline is taken');
          assert.equal(await run({ update: false }), undefined, 'the same story passes');
          const failure = await run({ update: false, style: restyled });
          assert.match(failure ?? '', /\d+ pixels changed/, 'the restyled module fails');
          assert.ok(Number(/(\d+) pixels/.exec(failure)[1]) > 100, failure);
          const diff = readFileSync(join(work, 'failures', `${story.id}.diff.png`));
          assert.equal(diff.subarray(1, 4).toString(), 'PNG', 'a diff image is written');
          assert.equal(await run({ update: true, style: restyled }), undefined, 'updated');
          assert.equal(
            await run({ update: false, style: restyled }),
            undefined,
            'the restyled module passes against its updated baseline',
          );
          assert.match(
            (await run({ update: false })) ?? '',
            /pixels changed/,
            'and the old style now differs',
          );
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    );
  },
);
