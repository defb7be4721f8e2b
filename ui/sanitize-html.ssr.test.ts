import { expect, test } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

// The page server's side: no window; the sanitizer brings its own DOM (jsdom, whose first load
// takes seconds when the whole suite shares the machine).
test('on the server, rich text is sanitized over a jsdom window', { timeout: 30_000 }, async () => {
  expect(typeof window).toBe('undefined');
  expect(await sanitizeHtml('<p onclick="x()">正文</p><script>window.__pwned = 1</script>')).toBe(
    '<p>正文</p>',
  );
});

test('absent or blank rich text is empty', async () => {
  expect(await sanitizeHtml(undefined)).toBe('');
  expect(await sanitizeHtml(null)).toBe('');
  expect(await sanitizeHtml('  \n ')).toBe('');
});
