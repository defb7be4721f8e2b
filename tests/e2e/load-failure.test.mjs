// A page that cannot be loaded shows a clear message with 重试, never a white screen; a failing
// background call does not stop the page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  uncaught,
  activityUrl,
  baseUrl,
  gatewayUrl,
  launchBrowser,
  listed,
  moduleIds,
  openPage,
  waitForModules,
} from './harness.mjs';

const pageCall = /\/api\/page\/v2\/find/;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('a page id that does not exist answers 404 with a message and a 重试 button that asks again', async () => {
  const { page, context, errors, requests } = await openPage(browser);
  try {
    const response = await page.goto(activityUrl(424242));
    assert.equal(response?.status(), 404);
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor({ timeout: 15_000 });
    const text = (await page.evaluate(() => document.body.innerText)).replace('重试', '').trim();
    assert.ok(text.length >= 4, `a clear message besides the button, got "${text}"`);
    // The server asked; the browser hydrated from its answer without asking again.
    const asked = requests.filter((url) => pageCall.test(url)).length;
    assert.equal(asked, 0, 'no second page request');
    const askedAgain = page.waitForRequest(pageCall, { timeout: 10_000 });
    await retry.click();
    await askedAgain;
    assert.ok(
      requests.filter((url) => pageCall.test(url)).length > asked,
      '重试 asks for the page again',
    );
    await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 15_000 });
    assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});

test('on a static host, a page whose load fails on the network shows 重试, and 重试 then loads it', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    let failures = 1;
    await page.route(pageCall, (route) =>
      failures-- > 0 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(activityUrl(1001, '', gatewayUrl));
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('[data-module-type]').count(), 0);
    await retry.click();
    await waitForModules(page, [1, 11]);
    assert.equal(await page.locator('[data-module-type]').count(), 11);
    assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});

test('a failing background/find does not stop the page', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.route(/\/api\/background\/find/, (route) => route.abort('failed'));
    await page.goto(activityUrl(1001));
    await waitForModules(page, [1, 11]);
    assert.equal((await moduleIds(page)).length, 11);
    assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});

test('the activity page without a pageId is never a white screen', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/activity-page.html`);
    await page.waitForFunction(() => document.body.innerText.trim().length > 0, undefined, {
      timeout: 15_000,
    });
    await page.waitForTimeout(500);
    const text = (await page.evaluate(() => document.body.innerText)).trim();
    assert.ok(text.length >= 2, `visible text, got "${text}"`);
    assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});
