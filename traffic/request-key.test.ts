import { describe, expect, test } from 'vitest';
import { BODY_PARAM, bodyMeaning, keyUrl, requestKey } from './request-key.ts';

/** What the handlers match on: the method and the key's address. */
const key = (method: string, url: string, body?: string, type = 'application/json') => {
  const matched = requestKey(method, url, body, type);
  return `${matched.method} ${keyUrl(matched)}`;
};

describe('which calls replay the same recorded answer', () => {
  test.each([
    ['another host', ['POST', 'http://a.test/api/page/v2/find'], ['POST', '/api/page/v2/find']],
    ['a cache-busting query', ['GET', '/api/x?id=1&_t=17000'], ['GET', '/api/x?_=1&id=1&t=9']],
    ['query order', ['GET', '/api/x?a=1&b=2'], ['GET', '/api/x?b=2&a=1']],
    [
      'an id as a number or a numeric string',
      ['POST', '/api/page/v2/find', '{"pageId":1002}'],
      ['POST', '/api/page/v2/find', '{"pageId":"1002"}'],
    ],
    [
      'field order, and absent, null or empty fields',
      ['POST', '/api/x', '{"a":1,"b":"x","c":null}'],
      ['POST', '/api/x', '{"b":"x","a":"1","d":""}'],
    ],
    [
      'another mobile number, SMS code and captcha',
      [
        'POST',
        '/api/userLogin/mobileLogin',
        '{"mobile":"13800000001","smsCode":"1234","source":11}',
      ],
      [
        'POST',
        '/api/userLogin/mobileLogin',
        '{"mobile":"15912345678","smsCode":"9876","source":11}',
      ],
    ],
    ['an empty body and none', ['POST', '/api/x', '{}'], ['POST', '/api/x']],
  ] as const)('%s', (_case, [method, url, body], [otherMethod, otherUrl, otherBody]) => {
    expect(key(method, url, body)).toBe(key(otherMethod, otherUrl, otherBody));
  });

  test.each([
    ['another method', ['GET', '/api/x'], ['POST', '/api/x']],
    ['another path', ['POST', '/api/x'], ['POST', '/api/y']],
    ['another query value', ['GET', '/api/x?id=1'], ['GET', '/api/x?id=2']],
    [
      'another page id in the body',
      ['POST', '/api/page/v2/find', '{"pageId":1002}'],
      ['POST', '/api/page/v2/find', '{"pageId":1003}'],
    ],
    [
      'another typed value in a sign-up',
      ['POST', '/api/commit', '{"name":"张三","extendField":{"budget":"50-100万"}}'],
      ['POST', '/api/commit', '{"name":"张三","extendField":{"budget":"100万以上"}}'],
    ],
  ] as const)('not across %s', (_case, [method, url, body], [otherMethod, otherUrl, otherBody]) => {
    expect(key(method, url, body)).not.toBe(key(otherMethod, otherUrl, otherBody));
  });

  test('the body is matched through a digest in the query, and listed by its fields that matter', () => {
    const matched = requestKey(
      'POST',
      '/api/x',
      '{"b":2,"a":"1","mobile":"13800000001"}',
      undefined,
    );
    expect(matched.body).toBe('{"a":"1","b":"2"}');
    expect(matched.query.map(({ name }) => name)).toEqual([BODY_PARAM]);
  });

  test('form bodies are read as fields, other text as it is', () => {
    expect(bodyMeaning('b=2&a=1&t=5', 'application/x-www-form-urlencoded')).toBe(
      '{"a":"1","b":"2"}',
    );
    expect(bodyMeaning('plain words', 'text/plain')).toBe('plain words');
  });
});
