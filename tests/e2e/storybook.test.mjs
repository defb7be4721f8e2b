// Every story of the Storybook build renders at 375 px without errors. Stories are switched inside
// one preview frame (as Storybook's own test runner does); a story tagged `renders-nothing` may
// leave its root empty (e.g. a module whose list is empty).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, listed, openPage, storybookUrl } from './harness.mjs';

let browser;
let session;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Loads the preview frame once; later stories are switched over Storybook's channel. */
async function previewFrame(storyId) {
  if (session) return session;
  session = await openPage(browser);
  await session.page.goto(
    `${storybookUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`,
  );
  await session.page.waitForFunction(
    () => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__),
    undefined,
    { timeout: 30_000 },
  );
  return session;
}

/** Shows one story and resolves with how it ended: rendered, errored, threw or missing. */
function showStory(page, storyId, first) {
  return page.evaluate(
    ({ id, alreadyRequested }) =>
      new Promise((done) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = {
          storyRendered: 'rendered',
          storyErrored: 'errored',
          storyThrewException: 'threw',
          storyMissing: 'missing',
          playFunctionThrewException: 'threw',
        };
        const listeners = [];
        const finish = (outcome, detail) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          clearTimeout(timer);
          done({
            outcome,
            detail: detail ? String(detail.message ?? detail.title ?? JSON.stringify(detail)) : '',
          });
        };
        for (const [event, outcome] of Object.entries(outcomes)) {
          const listener = (detail) => finish(outcome, event === 'storyRendered' ? '' : detail);
          listeners.push([event, listener]);
          channel.on(event, listener);
        }
        const timer = setTimeout(() => finish('timeout', ''), 15_000);
        const shown = window.__STORYBOOK_PREVIEW__.currentRender;
        if (
          alreadyRequested &&
          shown?.id === id &&
          ['finished', 'completed', 'played'].includes(shown.phase)
        )
          return finish('rendered', '');
        if (alreadyRequested && shown?.id === id && shown.phase === 'errored')
          return finish('errored', '');
        if (!alreadyRequested) channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, alreadyRequested: first },
  );
}

test('every Storybook story renders at 375 px without errors', async (t) => {
  assert.ok(storybookUrl, 'storybook-static/ is not built: run `npm run build-storybook` first');
  const index = await (await fetch(`${storybookUrl}/index.json`)).json();
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  assert.ok(stories.length > 0, 'the Storybook build has stories');

  for (const [position, story] of stories.entries()) {
    await t.test(`${story.title} / ${story.name} (${story.id})`, async () => {
      const { page, errors } = await previewFrame(story.id);
      if (position > 0) errors.length = 0;
      const result = await showStory(page, story.id, position === 0);
      assert.equal(
        result.outcome,
        'rendered',
        `story ${story.id} ${result.outcome}: ${result.detail}`,
      );
      const state = await page.evaluate(() => ({
        children: document.querySelector('#storybook-root')?.childElementCount ?? -1,
        errorShown: document.body.classList.contains('sb-show-errordisplay'),
        error: document.querySelector('#error-message')?.textContent ?? '',
      }));
      assert.equal(state.errorShown, false, `Storybook shows an error: ${state.error}`);
      if (!(story.tags ?? []).includes('renders-nothing'))
        assert.ok(state.children > 0, '#storybook-root is empty');
      assert.equal(errors.length, 0, `errors while rendering:${listed(errors)}`);
    });
  }
});
