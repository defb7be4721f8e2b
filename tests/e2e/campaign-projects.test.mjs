// The project sign-up of a campaign (campaign.html of a projectSignUp component) from the page
// server in Chromium at 375 px: server-rendered (JavaScript off shows the projects), hydrated
// without a warning, axe nothing serious; a sign-up logs in first, ten rapid taps send one, then
// 已报名 after a reload too; the signed-up project's poster and 换一张; a like, ten rapid taps
// sending one, 已赞 after a reload; screenshots at 375 and 320 px for people to look at.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertShows,
  baseUrl,
  controlHydrated,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
  settle,
  textWithoutJavaScript,
  uncaught,
  requestsTo,
} from './harness.mjs';
import { tenTapsAfterLogin } from './log-in.mjs';

const SIGN_UP = `${baseUrl}/campaign.html?id=7501&activeId=97`;

let browser;
before(async () => {
  browser = await launchBrowser();
  // A fresh gateway's first answers are slow on a busy machine: the first render is not the test.
  await fetch(SIGN_UP).catch(() => undefined);
});
after(async () => {
  await browser?.close();
});

const itemOf = (page, name) => page.getByRole('listitem').filter({ hasText: name });

describe('the project sign-up (campaign.html)', () => {
  test('server-rendered with its projects, hydrated without a warning; JavaScript off shows them; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(SIGN_UP);
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '2026 项目招商季 · 项目报名');
      await controlHydrated(itemOf(page, '智慧农业云平台').getByRole('button', { name: '报名' }));
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
    assertShows(await textWithoutJavaScript(browser, SIGN_UP), [
      '县域冷链物流',
      '社区康养驿站',
      '活动规则',
    ]);
  });

  test('R6.02 R9.03 a sign-up logs in first; ten rapid taps send one, checked; then 已报名, after a reload too; its poster and 换一张; ten taps on 赞 like once, 已赞 after a reload', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(SIGN_UP);
      await hydrated(page);
      const checked = page.waitForResponse((response) =>
        response.url().includes('queryProjectSignUpIsSuccess'),
      );
      const button = await itemOf(page, '智慧农业云平台')
        .locator('.bc-vote__button')
        .elementHandle();
      const sent = await tenTapsAfterLogin(page, button, {
        call: 'updateActiveProjectSignUp',
        prefix: '136',
      });
      await page.getByText('报名成功').waitFor();
      assert.equal((await (await checked).json()).data.success, 1);
      const signedUp = itemOf(page, '智慧农业云平台').getByRole('button', { name: '已报名' });
      await signedUp.waitFor();
      await page.reload();
      await signedUp.waitFor({ timeout: 15_000 });
      assert.ok(await signedUp.isDisabled());
      await itemOf(page, '县域冷链物流').getByRole('button', { name: '报名' }).waitFor();
      assert.equal(sent.length, 1, 'one sign-up was sent');

      const project = itemOf(page, '智慧农业云平台');
      await project.getByRole('button', { name: '生成海报' }).click();
      const poster = project.getByRole('img', { name: '智慧农业云平台的海报' });
      const first = await poster.getAttribute('src');
      await project.getByRole('button', { name: '换一张' }).click();
      await page.waitForFunction(
        ([selector, was]) => document.querySelector(selector)?.getAttribute('src') !== was,
        ['.bc-poster img', first],
      );
      assert.notEqual(await poster.getAttribute('src'), first, '换一张 shows another poster');
      await screenshot(page, 'project-sign-up-poster-375');

      const likes = requestsTo(page, 'clickUserLike2');
      const like = itemOf(page, '县域冷链物流').locator('.bc-like');
      const before = Number((await like.innerText()).replace(/\D/g, ''));
      const likeButton = await like.elementHandle();
      for (let tap = 0; tap < 10; tap += 1) await likeButton.dispatchEvent('click');
      await itemOf(page, '县域冷链物流')
        .getByText(`已赞 ${before + 1}`)
        .waitFor();
      await page.reload();
      await itemOf(page, '县域冷链物流')
        .getByText(`已赞 ${before + 1}`)
        .waitFor({ timeout: 15_000 });
      assert.equal(likes.length, 1, 'one like was sent');
      assert.deepEqual(uncaught(errors), [], listed(errors));
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`the project sign-up at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      try {
        await page.goto(SIGN_UP);
        await hydrated(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.equal(overflow, 0, `fits ${width} px`);
        await screenshot(page, `project-sign-up-${width}`);
      } finally {
        await context.close();
      }
    });
});
