import type { ApiCall } from '../../api/client.ts';
import { describe, expect, test } from 'vitest';
import type { CaptchaGate, CaptchaResult } from '../captcha/captcha-gate.ts';
import { ACTIVITY_MOBILE, MEMBER_MOBILE } from '../rules.ts';
import { requestCode } from './request-code.ts';

function setup(
  answer: () => Promise<{ code: number; data: unknown; message?: string }>,
  captcha: CaptchaResult | null = { validate: '', statusCode: 501 },
) {
  const sent: unknown[] = [];
  const told: string[] = [];
  const api: { call: ApiCall } = {
    call: <Data>(name: string, options?: { body?: unknown }) => {
      sent.push({ name, body: options?.body });
      return answer() as Promise<{ code: number; data: Data }>;
    },
  };
  const gate: CaptchaGate = { obtain: () => Promise.resolve(captcha) };
  const deps = {
    api,
    captcha: gate,
    captchaEnabled: () => Promise.resolve(false),
    notify: (message: string) => told.push(message),
  };
  return { deps, sent, told };
}

describe('requestCode', () => {
  test('the conference sign-up asks its own service for the code (spec §7 conference/sendSms)', async () => {
    const { deps, sent } = setup(() => Promise.resolve({ code: 1, data: true }));
    await expect(
      requestCode(deps, '13812345678', ACTIVITY_MOBILE, 'conferenceSendSms'),
    ).resolves.toBe(true);
    expect(sent).toEqual([
      {
        name: 'conferenceSendSms',
        body: { mobile: '13812345678', captchaValidate: '', statusCode: 501 },
      },
    ]);
  });

  test('R4.17 the code request carries captchaValidate and statusCode', async () => {
    const { deps, sent } = setup(() => Promise.resolve({ code: 1, data: true }), {
      validate: 'v-9',
      statusCode: 0,
    });
    await expect(requestCode(deps, '13812345678', ACTIVITY_MOBILE)).resolves.toBe(true);
    expect(sent).toEqual([
      {
        name: 'userLoginSendCode',
        body: { mobile: '13812345678', captchaValidate: 'v-9', statusCode: 0 },
      },
    ]);
  });

  test.each([
    ['empty', '', ACTIVITY_MOBILE, '请输入手机号'],
    ['bad activity number', '11012345678', ACTIVITY_MOBILE, '手机号格式不正确'],
    ['activity number in the login popup', '22912345678', MEMBER_MOBILE, '手机号格式不正确'],
  ])('R5.05 R8.06 %s: told, nothing sent', async (_case, mobile, pattern, message) => {
    const { deps, sent, told } = setup(() => Promise.resolve({ code: 1, data: true }));
    await expect(requestCode(deps, mobile, pattern)).resolves.toBe(false);
    expect(told).toEqual([message]);
    expect(sent).toEqual([]);
  });

  test.each([
    [
      'server message',
      () => Promise.resolve({ code: 4002, data: null, message: '发送过于频繁' }),
      '发送过于频繁',
    ],
    ['no message', () => Promise.resolve({ code: 500, data: null }), '服务器异常'],
    ['network error', () => Promise.reject(new Error('offline')), '服务器异常'],
  ])(
    'R8.01 R4.02 a failed send (%s) is told and resolves false',
    async (_case, answer, message) => {
      const { deps, told } = setup(answer);
      await expect(requestCode(deps, '13812345678', ACTIVITY_MOBILE)).resolves.toBe(false);
      expect(told).toEqual([message]);
    },
  );

  test('a closed captcha sends nothing', async () => {
    const { deps, sent } = setup(() => Promise.resolve({ code: 1, data: true }), null);
    await expect(requestCode(deps, '13812345678', ACTIVITY_MOBILE)).resolves.toBe(false);
    expect(sent).toEqual([]);
  });
});
