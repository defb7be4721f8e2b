// Hostile content (tests/e2e/pages/9001.json, served through --pages): markup and script in
// titles and names, javascript: links and addresses, CSS breaking out of a colour, prototype keys.
// Nothing may run; text from the server shows as text.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import {
  activityUrl,
  launchBrowser,
  listed,
  openPage,
  settle,
  waitForModules,
  uncaught,
} from './harness.mjs';

const hostile = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'pages/9001.json'), 'utf8'),
).data;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * What the payload would have left behind had any of it run. A tap may start a navigation (to a safe
 * onward page) after the test looked: then the page it lands on is read once it has loaded (its
 * protocol says where the navigation went).
 */
async function traces(page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readTraces(page);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

function readTraces(page) {
  return page.evaluate(() => ({
    pwned: window.__pwned ?? null,
    polluted: {}.polluted ?? null,
    onerrorAttributes: document.querySelectorAll('[onerror]').length,
    injectedScripts: [...document.scripts].filter((script) => script.text.includes('__pwned'))
      .length,
    protocol: window.location.protocol,
  }));
}

const clean = {
  pwned: null,
  polluted: null,
  onerrorAttributes: 0,
  injectedScripts: 0,
  protocol: 'http:',
};

test('hostile page 9001 runs no script and renders markup in titles and names as text', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(activityUrl(9001));
    await waitForModules(page, [1, 2]);
    assert.deepEqual(await traces(page), clean);
    assert.equal(await page.title(), hostile.pageName, 'the page name is the title, as text');
    const text = await page.evaluate(() => document.body.innerText);
    assert.ok(
      text.includes(`标题 <img src=x onerror="window.__pwned='img'">`),
      `the article title shows as text:\n${text}`,
    );
    assert.ok(!text.includes('无效模块'), 'the invalid module stays hidden for visitors');
    assert.equal(errors.length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});

test('tapping every picture, link and button of hostile page 9001 runs no javascript: address', async () => {
  const { page, context, errors } = await openPage(browser);
  const popups = [];
  context.on('page', (popup) => popups.push(popup));
  try {
    await page.goto(activityUrl(9001));
    await waitForModules(page, [1, 2]);
    const targets = page.locator('[data-module-id] :is(a, button, img, [role="button"])');
    const count = Math.min(await targets.count(), 30);
    assert.ok(count >= 1, 'at least the javascript: picture can be tapped');
    for (let index = 0; index < count; index += 1) {
      if (page.url().startsWith(activityUrl(9001))) {
        await targets
          .nth(index)
          .click({ timeout: 2_000, noWaitAfter: true })
          .catch(() => {});
        await page.waitForTimeout(150);
      }
      assert.deepEqual(await traces(page), clean, `after tapping target ${index}`);
    }
    await settle(page);
    for (const popup of popups) {
      const popupPwned = await popup.evaluate(() => window.__pwned ?? null).catch(() => null);
      assert.equal(popupPwned, null, `popup ${popup.url()} ran the payload`);
    }
    assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});

test('hostile page 9001 with preview=1 shows the invalid module name in its diagnostic as text', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(activityUrl(9001, '&preview=1'));
    await waitForModules(page, [1, 2]);
    const card = page.locator('[data-diagnostic-for="5"]');
    assert.equal(await card.count(), 1);
    assert.ok(
      (await card.innerText()).includes(`无效模块 <img src=x onerror="window.__pwned='img'">`),
    );
    assert.deepEqual(await traces(page), clean);
    assert.equal(errors.length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});
