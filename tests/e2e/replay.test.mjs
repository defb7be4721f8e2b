// Issue 15, done when: a HAR recorded from the demo replays with the gateway stopped. Each session of
// tests/recorded/ (recorded by scripts/record-sessions.mjs through `npm run record`) is served by
// `npm run replay -- FILE --offline` (no gateway behind it: an unrecorded call fails with code 502 and
// is listed) and visited again in Chromium with the recorded steps; the test checks what the visitor
// saw, that no call went unanswered, and that the page had no error. Expectations come from the
// recorded answers, never from the product code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SESSIONS, VIP_VISITOR } from '../recorded/sessions.mjs';
import { hydrated, launchBrowser, listed, moduleIds, openPage, screenshot } from './harness.mjs';
import { startScript } from './traffic-script.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.E2E_DIST ?? 'dist');
const session = (name) => SESSIONS.find((each) => each.name === name);
const harFile = (name) => resolve(root, 'tests/recorded', `${name}.har`);

/** The recorded answer's data of the first call to `path` in a session's archive. */
function recordedData(name, path) {
  const har = JSON.parse(readFileSync(harFile(name), 'utf8'));
  const entry = har.log.entries.find((each) => new URL(each.request.url).pathname === path);
  assert.ok(entry, `${name}.har records ${path}`);
  return JSON.parse(entry.response.content.text).data;
}

/** Starts `npm run replay -- FILE --offline` on a free port; resolves with its address, its gateway's list of unmatched calls, and stop(). */
async function startReplay(name) {
  const replay = await startScript(
    'scripts/replay.mjs',
    [harFile(name), '--offline', '--port', '0', '--dist', dist],
    /replay listening on (http:\/\/[\d.]+:\d+)/,
  );
  const gateway = /replay gateway on (http:\/\/[\d.]+:\d+)/.exec(replay.output)[1];
  return {
    ...replay,
    unmatched: async () => (await fetch(`${gateway}/__replay/unmatched`)).json(),
  };
}

/** Any four digits: the recorded login answer does not depend on the code. */
const smsCode = async () => '2468';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('recorded sessions replayed in Chromium with no gateway', () => {
  test('the sign-up on page 1002: the page as recorded, the form logs in, commits and says so', async () => {
    const { name, path, visit } = session('activity-sign-up');
    const page1002 = recordedData(name, '/api/page/v2/find');
    const form = JSON.parse(
      page1002.moduleSubs.find((module) => Number(module.subModuleType) === 8).subModuleJson,
    );
    const replay = await startReplay(name);
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${replay.url}${path}`, { waitUntil: 'domcontentloaded' });
      assert.equal(await page.title(), page1002.pageName);
      assert.deepEqual(
        await moduleIds(page),
        page1002.moduleSubs.map((module) => String(module.id)),
      );
      await visit(page, { smsCode });
      const dialog = page.getByRole('dialog').filter({ hasText: form.jsonMap.popup_text });
      assert.equal(await dialog.count(), 1, `the success dialog says ${form.jsonMap.popup_text}`);
      await screenshot(page, 'replay-sign-up-375');
      assert.deepEqual(await replay.unmatched(), [], 'every call had a recorded answer');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
      await replay.stop();
    }
  });

  test('article 502: its title, text, picture and recommended project as recorded; a page never recorded is not found and listed', async () => {
    const { name, path, visit } = session('article');
    const article = recordedData(name, '/api/article/h5/detail/v1');
    const [project] = recordedData(name, '/api/bosscloudProject/queryListByProjectIds');
    const replay = await startReplay(name);
    const { page, context, errors } = await openPage(browser);
    let output = '';
    try {
      await page.goto(`${replay.url}${path}`, { waitUntil: 'domcontentloaded' });
      await visit(page);
      assert.equal(
        (await page.getByRole('heading', { level: 1 }).textContent()).trim(),
        article.title,
      );
      const text = await page.locator('.bc-rich-text').first().textContent();
      const firstWords = article.content
        .replace(/<[^>]+>/g, '')
        .trim()
        .slice(0, 8);
      assert.ok(text.includes(firstWords), `the article's text (${firstWords}…) is shown`);
      await page.getByText(project.projectName).first().waitFor();
      await screenshot(page, 'replay-article-375');
      assert.deepEqual(await replay.unmatched(), [], 'every call had a recorded answer');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);

      await page.goto(`${replay.url}/activity-page.html?pageId=1001`);
      const isListed = (calls) =>
        calls.some(
          (call) => call.path === '/api/page/v2/find' && call.body === '{"pageId":"1001"}',
        );
      let listedCalls = await replay.unmatched();
      for (let tries = 0; tries < 50 && !isListed(listedCalls); tries += 1) {
        await new Promise((wake) => setTimeout(wake, 200));
        listedCalls = await replay.unmatched();
      }
      assert.ok(
        isListed(listedCalls),
        `the unrecorded page call is listed: ${JSON.stringify(listedCalls)}`,
      );
    } finally {
      await context.close();
      output = await replay.stop();
    }
    assert.match(
      output,
      /had no recorded answer:\n(?: {2}.*\n)* {2}POST \/api\/page\/v2\/find \{"pageId":"1001"\}\n/,
      'it lists the unrecorded call when it stops',
    );
  });

  test('the VIP centre: the level’s prices as recorded; 立即开通 logs in, shows the recorded agreement and hands over to payment with the chosen price', async () => {
    const { name, path, visit } = session('vip');
    const level = recordedData(name, '/api/vipCenter/list').find(
      (each) => each.vipKey === new URLSearchParams(path.split('?')[1]).get('vipKey'),
    );
    const sku = level.skuList.find((each) => each.realPrice === VIP_VISITOR.price);
    const agreement = recordedData(name, '/api/userVipSignProtocol/getVipSignProtocol');
    const replay = await startReplay(name);
    const { page, context, errors } = await openPage(browser);
    // Every dialog's name as it opens, reported from the page: the agreement is open only until the
    // visit signs it, and the page then leaves for payment.
    const dialogs = new Set();
    await context.exposeBinding('__bcDialogOpened', (_source, title) => dialogs.add(title));
    await context.addInitScript(() => {
      new MutationObserver(() => {
        for (const dialog of document.querySelectorAll('[role="dialog"], dialog[open]')) {
          const labelledBy = dialog.getAttribute('aria-labelledby');
          const title =
            dialog.getAttribute('aria-label') ??
            (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined);
          if (title) void globalThis.__bcDialogOpened(title);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    try {
      await page.goto(`${replay.url}${path}`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      assert.match(
        await page.locator('[aria-pressed="true"]').textContent(),
        new RegExp(level.vipName),
        'the chosen level is the one asked for',
      );
      for (const each of level.skuList)
        assert.equal(
          await page.getByRole('radio', { name: new RegExp(each.realPrice) }).count(),
          1,
          `the price ${each.realPrice} is offered`,
        );
      await screenshot(page, 'replay-vip-375');
      await visit(page, { smsCode });
      await page.waitForURL(/\/pay\/vip\/order/);
      assert.ok(dialogs.has(agreement.title), `the recorded agreement was shown: ${[...dialogs]}`);
      const paid = new URL(page.url());
      assert.equal(paid.pathname, '/pay/vip/order');
      assert.equal(paid.searchParams.get('vipKey'), level.vipKey);
      assert.equal(paid.searchParams.get('skuId'), String(sku.id), 'the price chosen');
      assert.deepEqual(await replay.unmatched(), [], 'every call had a recorded answer');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
      await replay.stop();
    }
  });
});
