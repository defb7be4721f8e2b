// Issue 8: auto-login at start (R6.03) and the analytics login (R6.07), end to end. In the app the
// bridge hands over an encrypted user id and the page logs in by it before any tap; a link carrying
// an encrypted mobile (query `mobile`) logs in by it in any host. A login-first picture then needs
// no popup, and the collector sees the analytics login with the user's id.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { environmentContext } from './env-fakes.mjs';
import { activityUrl, baseUrl, launchBrowser } from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function until(read, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Opens page 1002 in a host, reads the login answer at start, and taps the login-first picture. */
async function openAndTap(context, url, loginCall) {
  const page = await context.newPage();
  const login = page.waitForResponse((response) => response.url().endsWith(loginCall));
  await page.goto(url);
  const answer = await (await login).json();
  assert.equal(answer.code, 1, `${loginCall} answered code 1`);
  await page.locator('[data-module-id="1"] .bc-image-group__cell').first().waitFor();
  const consult = page.waitForResponse((response) =>
    response.url().includes('/api/newStayConsult/newCommitActivityStayConsult'),
  );
  await page.locator('[data-module-id="1"] .bc-image-group__cell').first().click();
  await consult;
  assert.equal(await page.getByRole('dialog').count(), 0, 'no login popup');
  return { page, userId: String(answer.data.user.id) };
}

async function analyticsLogin(userId) {
  return until(async () => {
    const entries = await (await fetch(`${baseUrl}/__dev/analytics`)).json();
    return entries.find((entry) => entry.type === 'track_signup' && entry.distinctId === userId);
  }, `the analytics login of user ${userId}`);
}

describe('auto-login at start', () => {
  test("R6.03 R6.07 in the app the bridge's encrypted user id logs in before any tap, and analytics learns the user", async () => {
    const context = await environmentContext(browser, 'app', undefined, {
      encryId: `e2e-app-${process.pid}`,
    });
    const { userId } = await openAndTap(
      context,
      activityUrl('1002', '&isApp=1'),
      '/api/userLogin/encryIdLogin',
    );
    await analyticsLogin(userId);
    await context.close();
  });

  test('R6.03 R6.07 an encrypted mobile in the link logs in at start in a browser', async () => {
    const context = await environmentContext(browser, 'browser');
    const { userId } = await openAndTap(
      context,
      activityUrl('1002', `&mobile=e2e-encrypted-${process.pid}`),
      '/api/userLogin/encryMobileOldUserLogin',
    );
    await analyticsLogin(userId);
    await context.close();
  });
});
