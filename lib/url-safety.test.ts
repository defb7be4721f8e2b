import { describe, expect, test } from 'vitest';
import { checkLinkTarget } from './url-safety.ts';

describe('checkLinkTarget', () => {
  test.each([
    ['https://example.invalid/landing', 'https://example.invalid/landing'],
    ['http://example.invalid/a?b=1#c', 'http://example.invalid/a?b=1#c'],
    ['HTTPS://EXAMPLE.INVALID/', 'HTTPS://EXAMPLE.INVALID/'],
    ['  https://example.invalid/x  ', 'https://example.invalid/x'],
    ['\u200bhttps://example.invalid/x', 'https://example.invalid/x'],
    ['//example.invalid/protocol-relative', '//example.invalid/protocol-relative'],
    ['/activity-page.html?pageId=1002', '/activity-page.html?pageId=1002'],
    ['weixin://dl/business/?t=abc', 'weixin://dl/business/?t=abc'],
    ['bosscloud://liveRoom?roomLiveId=1', 'bosscloud://liveRoom?roomLiveId=1'],
    [
      'https://example.invalid/?next=javascript:alert(1)',
      'https://example.invalid/?next=javascript:alert(1)',
    ],
  ])('only http(s) and the platform schemes leave the page: %s passes', (raw, url) => {
    expect(checkLinkTarget(raw)).toEqual({ ok: true, url });
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['   javascript:alert(1)'],
    ['\tjavascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u0001\u001fjavascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\u200bscript:alert(1)'],
    ['\ufeffjavascript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;avascript:alert(1)'],
    ['&#0000106&#0000097vascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['java&Tab;script:alert(1)'],
    ['&amp;#106;avascript:alert(1)'],
    ['%6Aavascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['blob:https://example.invalid/uuid'],
    ['ftp://example.invalid/'],
    ['intent://scan/#Intent;scheme=zxing;end'],
    [''],
    ['   '],
  ])('hostile or foreign link targets are refused: %j', (raw) => {
    expect(checkLinkTarget(raw).ok).toBe(false);
  });

  test('a value that is not text is refused', () => {
    expect(checkLinkTarget(undefined)).toEqual({ ok: false, reason: 'empty link' });
    expect(checkLinkTarget(42)).toEqual({ ok: false, reason: 'empty link' });
  });

  test('the reason names the refused scheme and never the whole address', () => {
    const verdict = checkLinkTarget('javascript:steal("token")');
    expect(verdict).toEqual({ ok: false, reason: 'scheme javascript: refused' });
  });

  test('the allowed schemes can be narrowed', () => {
    expect(checkLinkTarget('weixin://dl/business/?t=1', ['https:']).ok).toBe(false);
  });
});
