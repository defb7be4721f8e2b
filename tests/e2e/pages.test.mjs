// The recorded fixture pages in Chromium at 375 px: which modules show, title, background,
// accessibility (axe-core), field order, and screenshots for people to look at.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import {
  activityUrl,
  baseUrl,
  launchBrowser,
  listed,
  moduleIds,
  openPage,
  screenshot,
  seriousA11yViolations,
  waitForModules,
} from './harness.mjs';

const root = resolve(import.meta.dirname, '../..');

/** A recorded page answer from fixtures/pages. */
function fixture(pageId) {
  return JSON.parse(readFileSync(resolve(root, `fixtures/pages/${pageId}.json`), 'utf8')).data;
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('page 1001 shows all 11 modules with their types, the page name as title and the page background', async () => {
  const page1001 = fixture(1001);
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(activityUrl(1001));
    await waitForModules(
      page,
      page1001.moduleSubs.map((module) => module.id),
    );

    const shown = await page.$$eval('[data-module-type]', (nodes) =>
      nodes.map((node) => [
        node.getAttribute('data-module-id'),
        node.getAttribute('data-module-type'),
      ]),
    );
    assert.equal(shown.length, 11, `modules shown: ${JSON.stringify(shown)}`);
    assert.deepEqual(
      shown,
      page1001.moduleSubs.map((module) => [String(module.id), String(module.subModuleType)]),
    );
    assert.equal(await page.title(), '2025 春季项目路演');

    const background = await page.$eval('[data-page-id]', (node) => ({
      colour: getComputedStyle(node).backgroundColor,
      image: getComputedStyle(node).backgroundImage,
    }));
    assert.equal(
      background.colour,
      'rgb(255, 244, 232)',
      'commonBackgroundColor #fff4e8 on the page root',
    );
    assert.match(background.image, /bg\/spring\.jpg/, 'backgroundImg on the page root');
    assert.equal(errors.length, 0, `page errors:${listed(errors)}`);
    await screenshot(page, 'activity-1001-375');
  } finally {
    await context.close();
  }
});

const shownModules = {
  1001: fixture(1001).moduleSubs.map((module) => module.id),
  1002: fixture(1002).moduleSubs.map((module) => module.id),
  1003: [1, 6],
};

for (const [pageId, ids] of Object.entries(shownModules)) {
  test(`page ${pageId}: axe-core finds no serious or critical accessibility violation`, async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(activityUrl(pageId));
      await waitForModules(page, ids);
      const violations = await seriousA11yViolations(page);
      assert.equal(
        violations.length,
        0,
        `axe-core violations on page ${pageId}:${listed(violations)}`,
      );
    } finally {
      await context.close();
    }
  });
}

test('R5.09 page 1002 renders its selected form fields sorted by weight descending', async () => {
  const formModule = fixture(1002).moduleSubs.find((module) => Number(module.subModuleType) === 8);
  const fields = JSON.parse(formModule.subModuleJson).fieldList;
  const selected = fields
    .filter((field) => Number(field.isSelected) === 1)
    .sort((a, b) => b.weight - a.weight);
  const hidden = fields.filter((field) => Number(field.isSelected) !== 1);
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(activityUrl(1002));
    await waitForModules(page, [formModule.id]);
    const text = await page.$eval(`[data-module-id="${formModule.id}"]`, (node) => node.innerText);
    const positions = selected.map((field) => [field.realName, text.indexOf(field.realName)]);
    for (const [label, position] of positions)
      assert.ok(position >= 0, `field ${label} is not shown:\n${text}`);
    const order = [...positions].sort((a, b) => a[1] - b[1]).map(([label]) => label);
    assert.deepEqual(
      order,
      selected.map((field) => field.realName),
    );
    for (const field of hidden)
      assert.ok(
        !text.includes(field.realName),
        `field ${field.realName} has isSelected 0 and must not show`,
      );
    assert.equal(errors.length, 0, `page errors:${listed(errors)}`);
    await screenshot(page, 'activity-1002-375');
  } finally {
    await context.close();
  }
});

test('page 1003: modules 1 and 6 show; 2 (bad JSON), 3 (unknown type) and 5 (wrong shape) never do; no page error', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(activityUrl(1003));
    await waitForModules(page, [1, 6]);
    const ids = await moduleIds(page);
    for (const id of ['1', '6']) assert.ok(ids.includes(id), `module ${id} shows (shown: ${ids})`);
    for (const id of ['2', '3', '5'])
      assert.ok(!ids.includes(id), `module ${id} must not show (shown: ${ids})`);
    assert.ok(
      ids.every((id) => ['1', '4', '6'].includes(id)),
      `only 1, 6 and the empty list 4 may show: ${ids}`,
    );
    assert.equal(
      await page.locator('[data-diagnostic-for]').count(),
      0,
      'no diagnostics for visitors',
    );
    const text = await page.evaluate(() => document.body.innerText);
    for (const raw of ['not-an-array', 'anything', '坏 JSON', '未知类型', '错误类型']) {
      assert.ok(
        !text.includes(raw),
        `visitors never see "${raw}" (raw config or staff diagnostics)`,
      );
    }
    assert.equal(errors.length, 0, `page errors:${listed(errors)}`);
    await screenshot(page, 'activity-1003-375');
  } finally {
    await context.close();
  }
});

test('page 1003 with preview=1: modules 2, 3 and 5 show a diagnostic with id, name, type, schema path and message', async () => {
  const expected = [
    { id: '2', name: '坏 JSON', type: '5' },
    { id: '3', name: '未知类型', type: '42' },
    { id: '5', name: '错误类型', type: '5', path: /list/ },
  ];
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(activityUrl(1003, '&preview=1'));
    await waitForModules(page, [1, 6]);
    for (const { id, name, type, path } of expected) {
      const card = page.locator(`[data-diagnostic-for="${id}"]`);
      assert.equal(await card.count(), 1, `diagnostic for module ${id}`);
      const text = await card.innerText();
      assert.ok(
        text.includes(id) && text.includes(name) && text.includes(type),
        `id, name and type in:\n${text}`,
      );
      if (path) assert.match(text, path, `schema path in:\n${text}`);
      assert.ok(text.length > id.length + name.length + type.length + 10, `a message in:\n${text}`);
      assert.ok(
        !text.includes('not-an-array') && !text.includes('"anything"'),
        `raw config in the diagnostic:\n${text}`,
      );
    }
    const ids = await moduleIds(page);
    for (const id of ['1', '6']) assert.ok(ids.includes(id), `module ${id} still shows in preview`);
    assert.equal(errors.length, 0, `page errors:${listed(errors)}`);
    await screenshot(page, 'activity-1003-preview-375');
  } finally {
    await context.close();
  }
});

test('/ lists the demo pages 1001, 1002 and 1003', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/`);
    for (const pageId of [1001, 1002, 1003]) {
      await page.locator(`a[href*="pageId=${pageId}"]`).first().waitFor({ timeout: 10_000 });
    }
    assert.equal(errors.length, 0, `page errors:${listed(errors)}`);
  } finally {
    await context.close();
  }
});
