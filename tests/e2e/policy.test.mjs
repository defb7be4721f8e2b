// The Content Security Policy of every page (issue 16): the page server sends it with every HTML
// answer, every route of the table (read from the index of pages, which lists them all with the
// ids the local gateway knows) carries only scripts from this origin and its data as JSON that
// does not run; and the collector the harness puts in every browser context (which fails any test
// file whose pages break the policy) is shown to fire.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  activityUrl,
  baseUrl,
  expectViolations,
  launchBrowser,
  openPage,
  policyViolationsOf,
  waitForModules,
} from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Every page the index of pages links to: each route with its examples and its mobile-site paths. */
async function indexedPages() {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&#38;', '&').replaceAll('&amp;', '&'),
  );
  return [...new Set(links)];
}

/** The directives of a policy, by name. */
function directives(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

test('every page of the route table is answered with the policy: scripts from this origin only, nothing inline, no eval', async () => {
  const pages = await indexedPages();
  assert.ok(pages.length >= 14, `the index lists every route (${pages.length} links)`);
  const checked = [];
  for (const path of [...pages, '/activity-page.html?pageId=404404', '/preview-frame.html']) {
    const response = await fetch(new URL(path, baseUrl));
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const rules = directives(policy);
    assert.deepEqual(rules.get('script-src'), ["'self'"], `${path}: script-src in ${policy}`);
    assert.deepEqual(rules.get('object-src'), ["'none'"], `${path}: object-src`);
    assert.ok(!policy.includes('unsafe-eval'), `${path}: no unsafe-eval`);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', body = ''] of scripts) {
      if (/\bsrc="/.test(attributes)) {
        assert.match(attributes, /\bsrc="\/assets\/[^"]+\.js"/, `${path}: a script of this origin`);
        continue;
      }
      assert.match(attributes, /type="application\/json"/, `${path}: an inline script is data`);
      assert.doesNotThrow(() => JSON.parse(body), `${path}: the inlined data is JSON`);
    }
    checked.push(`${response.status} ${path}`);
  }
  console.log(
    `policy: ${checked.length} pages answered with the policy\n  ${checked.join('\n  ')}`,
  );
});

test('negative control: what the policy refuses is refused, and the collector reports it', async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    expectViolations(page);
    await page.goto(activityUrl(1001));
    await waitForModules(page, [1]);
    const ran = await page.evaluate(async () => {
      const attempt = (script) =>
        new Promise((done) => {
          script.addEventListener('error', done);
          script.addEventListener('load', done);
          document.head.append(script);
          setTimeout(done, 500);
        });
      const inline = document.createElement('script');
      inline.textContent = 'window.__bcControl = "inline"';
      await attempt(inline);
      const foreign = document.createElement('script');
      foreign.src = 'https://bc-csp-control.invalid/control.js';
      await attempt(foreign);
      const encoded = document.createElement('script');
      encoded.src = 'data:text/javascript,window.__bcControl="data"';
      await attempt(encoded);
      const link = document.createElement('a');
      link.href = 'javascript:window.__bcControl="link"';
      document.body.append(link);
      link.click();
      await new Promise((done) => setTimeout(done, 300));
      return window.__bcControl ?? null;
    });
    assert.equal(ran, null, 'none of the four ran');
    await page.waitForTimeout(200);
    const caught = policyViolationsOf(page).map((entry) => `${entry.directive} ${entry.blocked}`);
    for (const expected of [
      'script-src-elem inline',
      'script-src-elem https://bc-csp-control.invalid/control.js',
      'script-src-elem data',
      'script-src-elem inline',
    ])
      assert.ok(
        caught.some((line) => line === expected || line.startsWith(expected)),
        `the collector reports ${expected}: ${caught.join(' | ')}`,
      );
    assert.ok(
      caught.length >= 4,
      `inline, foreign, data: and javascript: are reported: ${caught.join(' | ')}`,
    );
    console.log(`policy: negative control, ${caught.length} violations caught`);
    assert.deepEqual(
      errors.filter((error) => !error.includes('Content Security Policy')),
      [],
    );
  } finally {
    await context.close();
  }
});
