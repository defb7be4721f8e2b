import { describe, expect, test } from 'vitest';
import { REDACTED, redact } from './redact.ts';

describe('redact', () => {
  test('keys naming a token are dropped at any depth', () => {
    expect(
      redact({ a: 1, token: 't', nested: { accessToken: 'x', b: [{ Token: 'y', c: 2 }] } }),
    ).toEqual({
      a: 1,
      nested: { b: [{ c: 2 }] },
    });
  });

  test.each([
    ['https://h.invalid/p?token=abc&x=1', `https://h.invalid/p?token=${REDACTED}&x=1`],
    [
      'https://h.invalid/p?x=1&userToken=abc#frag',
      `https://h.invalid/p?x=1&userToken=${REDACTED}#frag`,
    ],
    ['token=abc', `token=${REDACTED}`],
    ['no secret here', 'no secret here'],
  ])('token query values are replaced: %s', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  test('the secret itself is replaced wherever it appears', () => {
    const secret = 'S3cr3tT0ken';
    expect(redact({ message: `failed with ${secret}`, list: [secret] }, [secret])).toEqual({
      message: `failed with ${REDACTED}`,
      list: [REDACTED],
    });
  });

  test('errors keep their name and lose the secret', () => {
    const error = new TypeError('call failed: abcdef');
    const copy = redact(error, ['abcdef']);
    expect(copy).toBeInstanceOf(Error);
    expect(copy.name).toBe('TypeError');
    expect(copy.message).toBe(`call failed: ${REDACTED}`);
    expect(copy.stack).not.toContain('abcdef');
  });
});
