// The site's own pages from the page server: the privacy policy and the user agreement (read-only
// texts with the build's contacts), the download page (wake the app, else download; in WeChat, the
// overlay that says to open the page in the browser), and the mobile-site lists /project and /news
// (the next page as the visitor scrolls, to a visible end; their calls say osType MSite).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  baseUrl,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  seriousA11yViolations,
} from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Waits until React has hydrated (or mounted) the page's root. */
function hydrated(page) {
  return page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}

const LEGAL = [
  { path: '/privacy-policy.html', title: '天九老板云隐私政策', last: '十一、本政策的更新' },
  { path: '/user-agreement.html', title: '天九老板云用户协议', last: '十一、联系我们' },
];

describe('the legal pages', () => {
  for (const { path, title, last } of LEGAL) {
    test(`${path}: the whole text with JavaScript off, dated 2025-04-09, with the contacts`, async () => {
      const { page, context } = await openPage(browser, { javaScriptEnabled: false });
      try {
        const response = await page.goto(`${baseUrl}${path}`);
        assert.equal(response?.status(), 200);
        assert.equal(response?.headers()['x-page-render'], 'server');
        assert.equal(await page.title(), title);
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), title);
        await page.getByRole('heading', { level: 2, name: last }).waitFor();
        const text = await page.locator('main').textContent();
        assert.match(text, /生效日期：2025年4月9日/);
        assert.match(text, /400-000-0000/);
      } finally {
        await context.close();
      }
    });

    test(`${path}: hydrates with no error, fetches no stylesheet, axe finds nothing serious`, async () => {
      const { page, context, errors, requests } = await openPage(browser);
      try {
        await page.goto(`${baseUrl}${path}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(errors, [], `errors:${listed(errors)}`);
        assert.deepEqual(
          requests.filter((url) => url.endsWith('.css')),
          [],
          'the inlined stylesheets are not fetched',
        );
        assert.deepEqual(await seriousA11yViolations(page), []);
        await screenshot(page, `site${path.replace('.html', '')}-375`);
      } finally {
        await context.close();
      }
    });
  }

  test('the privacy policy at 320 px: no sideways scroll', async () => {
    const { page, context } = await openPage(browser, { width: 320 });
    try {
      await page.goto(`${baseUrl}/privacy-policy.html`);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
      await screenshot(page, 'site-privacy-policy-320');
    } finally {
      await context.close();
    }
  });
});
