// The certification page (certification.html) from the page server in Chromium at 375 px: server
// rendered and hydrated without a warning, usable with JavaScript off only as far as its heading and
// conditions; a visitor logs in first; R4.11 a leader of a registered company is certified at once
// and the VIP centre then shows the certified user's card; ten rapid taps make one request; axe;
// screenshots at 375 and 320 px.
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
  settle,
  requestsTo,
} from './harness.mjs';
import { logInThroughPopup } from './log-in.mjs';

const certificationUrl = (search = '') =>
  `${baseUrl}/certification.html${search ? `?${search}` : ''}`;
const commitCall = /\/api\/authApprove\/artificial/;

/** Fills the form: the company through the search overlay, the name, the job. */
async function fill(page, { company, name, job }) {
  await page.getByRole('button', { name: '公司名称' }).click();
  const search = page.getByRole('dialog', { name: '搜索公司名称' });
  await search.getByLabel('公司名称').fill(company.slice(0, 6));
  await search.getByRole('button', { name: company }).click();
  await search.waitFor({ state: 'hidden' });
  await page.getByLabel('姓名').fill(name);
  // The chip's text is what a finger taps (the radio itself is visually hidden).
  await page.locator('.bc-cert__jobs').getByText(job, { exact: true }).click();
  assert.ok(await page.getByRole('radio', { name: job, exact: true }).isChecked(), job);
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('certification.html', () => {
  test('server-rendered and hydrated without a warning; axe finds nothing serious; empty submit names the fields', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(certificationUrl());
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      assert.equal(await page.title(), '身份认证');
      await page.getByRole('button', { name: '提交' }).click();
      for (const message of ['请输入公司名称', '请输入姓名', '请选择职位'])
        await page.getByRole('alert').filter({ hasText: message }).waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the heading and the conditions are there', async () => {
    assertShows(await textWithoutJavaScript(browser, certificationUrl()), [
      '身份认证',
      '投资能力不低于 100',
      '企业负责人或股东',
    ]);
  });

  test('R4.11 a visitor logs in first; a leader of a registered company is certified at once (ten taps, one request); the VIP centre then shows 认证用户', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const commits = requestsTo(page, commitCall);
      await page.goto(certificationUrl('isApp=0'));
      await hydrated(page);
      await fill(page, { company: '杭州云启科技有限公司', name: '张认证', job: '董事长' });
      await page.evaluate(() => {
        const button = document.querySelector('.bc-cert__submit');
        for (let tap = 0; tap < 10; tap += 1) button?.click();
      });
      await logInThroughPopup(page, '138');
      await page.getByRole('status').filter({ hasText: '您已完成身份认证' }).waitFor();
      await settle(page);
      assert.equal(commits.length, 1, 'one certification request');

      await page.reload();
      await hydrated(page);
      await page.getByRole('status').filter({ hasText: '您已完成身份认证' }).waitFor();

      await Promise.all([
        page.waitForURL(/\/vip\.html/),
        page.getByRole('link', { name: '查看会员权益' }).click(),
      ]);
      assert.equal(new URL(page.url()).searchParams.get('isApp'), '0', 'the visit is carried');
      await hydrated(page);
      await page.waitForFunction(
        () => document.querySelector('[aria-pressed="true"]')?.textContent === '认证用户',
      );
      await page.locator('.bc-vip-user').getByText('张认证').waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('any other request waits for review', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(certificationUrl());
      await hydrated(page);
      await fill(page, { company: '杭州云启科技有限公司', name: '李经理', job: '经理' });
      await page.getByRole('button', { name: '提交' }).click();
      await logInThroughPopup(page, '138');
      await page.getByRole('status').filter({ hasText: '审核中' }).waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`screenshots at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      try {
        await page.goto(certificationUrl());
        await hydrated(page);
        await page.getByRole('button', { name: '提交' }).click();
        await settle(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.equal(overflow, 0, `fits ${width} px`);
        await screenshot(page, `certification-form-${width}`);
        await page.getByRole('button', { name: '公司名称' }).click();
        await page
          .getByRole('dialog', { name: '搜索公司名称' })
          .getByLabel('公司名称')
          .fill('杭州云启');
        await page.getByRole('button', { name: '杭州云启科技有限公司' }).waitFor();
        await screenshot(page, `certification-search-${width}`);
      } finally {
        await context.close();
      }
    });
});
