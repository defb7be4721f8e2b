// The per-project witness of a campaign (campaign.html of a projectWitness component) from the page
// server in Chromium at 375 px: server-rendered (JavaScript off shows the projects) with its chunk
// preloaded, hydrated without a warning, axe nothing serious; a witness logs in first, ten rapid
// taps count one (the gateway too), then 已见证 and one vote less, after a reload too; 加载更多 and
// the end; not started and ended; screenshots at 375 and 320 px for people to look at.
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
} from './harness.mjs';
import { tenTapsAfterLogin } from './log-in.mjs';

const url = (query) => `${baseUrl}/campaign.html?${query}`;
const WITNESS = url('id=7601&activeId=101');

let browser;
before(async () => {
  browser = await launchBrowser();
  // A fresh gateway's first answers are slow on a busy machine: the first render is not the test.
  await fetch(WITNESS).catch(() => undefined);
});
after(async () => {
  await browser?.close();
});

const itemOf = (page, name) => page.getByRole('listitem').filter({ hasText: name });
const buttonOf = (page, name) => itemOf(page, name).locator('.bc-vote__button');

/** A project's witnesses as the gateway counts them. */
async function witnessesOf(projectId) {
  const answer = await fetch(`${baseUrl}/api/bosscloud-activity/activeProjectWitness/vote/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ activeId: 101 }),
  });
  return (await answer.json()).data.find((one) => one.projectId === projectId).votes;
}

describe('the per-project witness (campaign.html)', () => {
  test('server-rendered with its projects and its chunk preloaded, hydrated without a warning; JavaScript off shows them; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(WITNESS);
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      assert.match(
        await response.text(),
        /<link rel="modulepreload" crossorigin href="\/assets\/ProjectWitnessScreen-[^"]+\.js">/,
      );
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '2026 好项目见证官');
      await controlHydrated(buttonOf(page, '智慧农业云平台'));
      await page.getByText('每人每天可见证 3 个项目').waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
    assertShows(await textWithoutJavaScript(browser, WITNESS), [
      '县域冷链物流',
      '1286 人见证',
      '活动规则',
    ]);
  });

  test('R6.02 R9.03 a witness logs in first; ten rapid taps count one, the gateway too; then 已见证 and one vote less, after a reload too', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const before = await witnessesOf(10104);
      await page.goto(WITNESS);
      await hydrated(page);
      const button = await buttonOf(page, '新能源换电站').elementHandle();
      const sent = await tenTapsAfterLogin(page, button, {
        call: 'activeProjectWitness/vote/add/',
        prefix: '134',
      });
      await page.getByText('见证成功').waitFor();
      const witnessed = itemOf(page, '新能源换电站').getByRole('button', { name: '已见证' });
      await witnessed.waitFor();
      await itemOf(page, '新能源换电站')
        .getByText(`${before + 1} 人见证`)
        .waitFor();
      await page.getByText('今日剩余 2 票').waitFor();
      await page.reload();
      await witnessed.waitFor({ timeout: 15_000 });
      assert.ok(await witnessed.isDisabled());
      await page.getByText('今日剩余 2 票').waitFor();
      await screenshot(page, 'project-witness-witnessed-375');
      await itemOf(page, '县域冷链物流').getByRole('button', { name: '见证' }).waitFor();
      assert.equal(sent.length, 1, 'one witness was sent');
      assert.equal(await witnessesOf(10104), before + 1, 'the gateway counted one');
      assert.deepEqual(uncaught(errors), [], listed(errors));
    } finally {
      await context.close();
    }
  });

  test('加载更多 adds the next page, then 已经到底了', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(WITNESS);
      await hydrated(page);
      assert.equal(await page.getByText('银发旅居康养').count(), 0);
      await controlHydrated(page.getByRole('button', { name: '加载更多' }));
      await page.getByRole('button', { name: '加载更多' }).click();
      await page.getByText('银发旅居康养').waitFor();
      await page.getByText('已经到底了').waitFor();
      assert.equal(await page.getByRole('listitem').count(), 12);
    } finally {
      await context.close();
    }
  });

  test('before its start 即将开始 with the countdown; over 见证已结束', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(url('id=7603&activeId=103'));
      await hydrated(page);
      await page.getByRole('timer').waitFor();
      await page.getByRole('button', { name: '即将开始' }).first().waitFor();
      await page.goto(url('id=7604&activeId=104'));
      await hydrated(page);
      await page.getByRole('button', { name: '见证已结束' }).first().waitFor();
      assert.ok(await buttonOf(page, '宠物医疗连锁').isDisabled());
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`the per-project witness at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      try {
        await page.goto(WITNESS);
        await hydrated(page);
        await page.getByText('每人每天可见证 3 个项目').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.equal(overflow, 0, `fits ${width} px`);
        await screenshot(page, `project-witness-${width}`);
      } finally {
        await context.close();
      }
    });
});
