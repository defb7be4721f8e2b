import { describe, expect, test } from 'vitest';
import type { HarEntry } from './har.ts';
import { createRedactor, REDACTED_TOKEN } from './redact.ts';

const MOBILE = '15912345678';
const TOKEN = 'eyJhbGciOi.secret.token';

function loginEntry(): HarEntry {
  return {
    startedDateTime: '2026-11-23T08:00:00.000Z',
    time: 12,
    request: {
      method: 'POST',
      url: `http://gateway.test/api/userLogin/mobileLogin?mobile=${MOBILE}`,
      httpVersion: 'HTTP/1.1',
      cookies: [{ name: 'session', value: 'abc' }],
      headers: [
        { name: 'Cookie', value: 'session=abc' },
        { name: 'token', value: TOKEN },
        { name: 'userId', value: '4242' },
        { name: 'Authorization', value: 'Bearer x' },
      ],
      queryString: [{ name: 'mobile', value: MOBILE }],
      postData: {
        mimeType: 'application/json',
        text: JSON.stringify({ mobile: MOBILE, smsCode: '1234', remark: `call me at ${MOBILE}` }),
      },
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      cookies: [{ name: 'session', value: 'def' }],
      headers: [
        { name: 'Set-Cookie', value: 'session=def' },
        { name: 'token', value: TOKEN },
      ],
      content: {
        size: 1,
        mimeType: 'application/json',
        text: JSON.stringify({
          code: 1,
          data: { user: { id: 4242, encryId: 'e-4242', mobile: MOBILE }, token: TOKEN },
        }),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 12, receive: 0 },
  };
}

describe('a recording is written without secrets or personal values', () => {
  const redacted = createRedactor().entry(loginEntry());
  const written = JSON.stringify(redacted);

  test.each([
    ['the token', TOKEN],
    ['the mobile number', MOBILE],
    ['the cookies', 'session='],
    ['the credentials', 'Bearer'],
    ['the user id', '4242'],
  ])('%s never appears', (_what, secret) => {
    expect(written).not.toContain(secret);
  });

  test('cookie and credential headers are dropped; token headers hold a stand-in', () => {
    const names = redacted.request.headers.map(({ name }) => name.toLowerCase());
    expect(names).not.toContain('cookie');
    expect(names).not.toContain('authorization');
    expect(redacted.response.headers).toEqual([{ name: 'token', value: REDACTED_TOKEN }]);
    expect(redacted.request.cookies).toEqual([]);
    expect(redacted.response.cookies).toEqual([]);
  });

  test('the same value gets the same stand-in everywhere, and keeps its type', () => {
    const body = JSON.parse(redacted.request.postData?.text ?? '') as Record<string, string>;
    const answer = JSON.parse(redacted.response.content.text ?? '') as {
      data: { user: { id: unknown; mobile: string }; token: string };
    };
    expect(body['mobile']).toBe('13800000001');
    expect(body['remark']).toBe('call me at 13800000001');
    expect(answer.data.user.mobile).toBe('13800000001');
    expect(new URL(redacted.request.url).searchParams.get('mobile')).toBe('13800000001');
    expect(typeof answer.data.user.id).toBe('number');
    expect(String(answer.data.user.id)).toBe(
      redacted.request.headers.find(({ name }) => name === 'userId')?.value,
    );
    expect(answer.data.token).toBe(REDACTED_TOKEN);
    expect(body['smsCode']).toBe('1234');
  });
});
