// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

// The browser's side: the page's own window is the sanitizer's DOM.
test('in the browser, rich text is sanitized over the page window, as on the server', async () => {
  expect(await sanitizeHtml('<p onclick="x()">正文</p><img src="x" onerror="alert(1)">')).toBe(
    '<p>正文</p><img src="/storage/x" loading="lazy" decoding="async">',
  );
  expect(document.querySelectorAll('p, img')).toHaveLength(0);
});
