import { describe, expect, test } from 'vitest';
import { ApiError } from './api-error.ts';
import { unwrap } from './gateway.ts';

describe('unwrap', () => {
  test('R9.01 code 1 gives the data', () => {
    expect(unwrap({ code: 1, data: { id: 1001 } })).toEqual({ id: 1001 });
  });

  test.each([
    ['the server message', { code: 4001, data: null, message: '验证码错误' }, '验证码错误'],
    ['服务器异常 without a message', { code: 500, data: null }, '服务器异常'],
    ['服务器异常 for an empty message', { code: 500, data: null, message: '' }, '服务器异常'],
    [
      'the server message on 20210 left after recovery',
      { code: 20210, data: null, message: '登录失效' },
      '登录失效',
    ],
  ])('R8.01 another code throws with %s for the toast', (_case, envelope, message) => {
    const error = (() => {
      try {
        unwrap(envelope, 'userLoginMobileLogin');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'code',
      code: envelope.code,
      message,
      endpoint: 'userLoginMobileLogin',
    });
  });
});
