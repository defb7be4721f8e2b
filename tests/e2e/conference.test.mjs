// Conferences from the page server in Chromium at 375 px (issue 13): unicorn-meeting-signup
// server-rendered for an open meeting and hydrated without a warning, its other states (not open
// yet, full, closed), an unknown id, JavaScript off, a failing call on a static host, axe, and
// screenshots at 375 and 320 px for people to look at.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  baseUrl,
  gatewayUrl,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
  settle,
} from './harness.mjs';

const meetingCall = /\/api\/bosscloud-activity\/conferenceMeetingData\/find\//;

/** unicorn-meeting-signup for a meeting, as image taps with jumpType 7 open it. */
function meetingUrl(mid, extra = '', base = baseUrl) {
  return `${base}/unicorn-meeting-signup.html?mid=${encodeURIComponent(mid)}&RegistereSource=11${extra}`;
}

/** Uncaught exceptions only: the failed calls these tests provoke are logged by Chromium. */
function uncaught(errors) {
  return errors.filter((error) => error.startsWith('pageerror:'));
}

/** Waits until React has taken over the server's HTML. */
async function hydrated(page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('unicorn-meeting-signup', () => {
  test('an open meeting: server-rendered, hydrated without a warning or a second request; axe finds nothing serious', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      const response = await page.goto(meetingUrl(3321, '&utm_source=e2e'));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '2026 天九共享·新经济企业家峰会（上海站）');
      assert.equal(await page.locator('.bc-meeting-summary__badge').innerText(), '报名中');
      assert.match(await page.locator('.bc-meeting').innerText(), /上海 · 浦东新区/);
      assert.deepEqual(
        requests.filter((address) => meetingCall.test(address)),
        [],
        'the meeting is not asked for again',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, 'meeting-open-375');
      await page.setViewportSize({ width: 320, height: 640 });
      await screenshot(page, 'meeting-open-320');
    } finally {
      await context.close();
    }
  });

  test('not open yet, full and closed meetings say so', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      for (const [mid, badge] of [
        [3322, '报名未开始'],
        [3323, '名额已满'],
        [3324, '报名已结束'],
      ]) {
        const response = await page.goto(meetingUrl(mid));
        assert.equal(response?.status(), 200);
        assert.equal(await page.locator('.bc-meeting-summary__badge').innerText(), badge);
      }
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the meeting and its explanations are there', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    try {
      const response = await page.goto(meetingUrl(3321));
      assert.equal(response?.status(), 200);
      const text = await page.evaluate(() => document.body.innerText);
      for (const shown of [
        '新经济企业家峰会',
        '报名中',
        '已报名 57 / 200 人',
        '会议议程',
        '交通指引',
      ])
        assert.ok(text.includes(shown), `"${shown}" is on the page`);
    } finally {
      await context.close();
    }
  });

  test('an unknown id answers 404 with the page that says so, and 重试', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(meetingUrl(9));
      assert.equal(response?.status(), 404);
      await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 15_000 });
      assert.match(await page.getByRole('alert').innerText(), /会议不存在: 9/);
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('on a static host, a failing meeting call shows 重试, and 重试 then loads it', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let failing = true;
      await page.route(meetingCall, (route) => (failing ? route.abort() : route.continue()));
      await page.goto(meetingUrl(3321, '', gatewayUrl));
      await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 15_000 });
      failing = false;
      await page.getByRole('button', { name: '重试' }).click();
      await page.locator('.bc-meeting-summary__badge').waitFor({ timeout: 15_000 });
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });
});
