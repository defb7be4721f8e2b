import type { ApiCall } from '../../api/client.ts';
import { describe, expect, test, vi } from 'vitest';
import { memoryStorage } from '../../platform/storage.ts';
import { fetchCaptchaFlag } from './captcha-flag.ts';
import { CAPTCHA_FALLBACK_KEY, CAPTCHA_FALLBACK_TEXT, createCaptchaGate } from './captcha-gate.ts';
import { createFakeCaptcha, type FakeCaptchaScript } from './fake-captcha.ts';

function gate(script: FakeCaptchaScript, now = () => 1_000) {
  const fake = createFakeCaptcha(script);
  const storage = memoryStorage();
  const shown: string[] = [];
  const captcha = createCaptchaGate({
    adapter: fake.adapter,
    storage,
    now,
    onFallback: (text) => shown.push(text),
  });
  return { captcha, fake, storage, shown };
}

describe('captcha gate', () => {
  test.each<[string, boolean, FakeCaptchaScript, unknown]>([
    [
      'flag off: empty validate with default status 501',
      false,
      {},
      { validate: '', statusCode: 501 },
    ],
    [
      'success: validate passes on with statusCode 0',
      true,
      { verify: ['ok'] },
      { validate: 'validate-1', statusCode: 0 },
    ],
    [
      'load failure: error code as validate and statusCode',
      true,
      { load: { code: 503 } },
      { validate: '503', statusCode: 503 },
    ],
    [
      'failed challenge: default 501',
      true,
      { verify: ['fail'] },
      { validate: '', statusCode: 501 },
    ],
    ['closed by the person: no result', true, { verify: ['cancel'] }, null],
  ])('R4.17 R8.05 %s', async (_case, enabled, script, expected) => {
    const { captcha } = gate(script);
    await expect(captcha.obtain(enabled)).resolves.toEqual(expected);
  });

  test('R4.17 the widget is not loaded when the flag is off, and refreshes after each use', async () => {
    const off = gate({});
    await off.captcha.obtain(false);
    expect(off.fake.calls.load).toBe(0);
    const on = gate({ verify: ['ok', 'fail'] });
    await on.captcha.obtain(true);
    await on.captcha.obtain(true);
    expect(on.fake.calls).toEqual({ load: 1, verify: 2, refresh: 2 });
  });

  test('R9.10 captcha timeout 3000 ms: a widget that never loads gives the default 501', async () => {
    vi.useFakeTimers();
    try {
      const { captcha } = gate({ load: 'hang' });
      const result = captcha.obtain(true);
      await vi.advanceTimersByTimeAsync(2999);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ validate: '', statusCode: 501 });
    } finally {
      vi.useRealTimers();
    }
  });

  test('R9.10 R8.05 after 3 failures the 502 fallback applies for 60000 ms with the skipped-verification text', async () => {
    let now = 1_000;
    const { captcha, fake, storage, shown } = gate({ verify: ['fail'] }, () => now);
    await expect(captcha.obtain(true)).resolves.toEqual({ validate: '', statusCode: 501 });
    await expect(captcha.obtain(true)).resolves.toEqual({ validate: '', statusCode: 501 });
    await expect(captcha.obtain(true)).resolves.toEqual({ validate: '', statusCode: 502 });
    expect(shown).toEqual([CAPTCHA_FALLBACK_TEXT]);
    expect(JSON.parse(storage.get(CAPTCHA_FALLBACK_KEY) ?? '')).toMatchObject({
      time: 1_000,
      expire: 60_000,
    });
    now += 59_999;
    await expect(captcha.obtain(true)).resolves.toEqual({ validate: '', statusCode: 502 });
    expect(fake.calls.verify).toBe(3);
    now += 1;
    await expect(captcha.obtain(true)).resolves.toEqual({ validate: '', statusCode: 501 });
    expect(fake.calls.verify).toBe(4);
  });

  test('R9.10 load failures count toward the fallback too', async () => {
    const { captcha, fake } = gate({ load: { code: 504 } });
    await captcha.obtain(true);
    await captcha.obtain(true);
    await expect(captcha.obtain(true)).resolves.toEqual({ validate: '', statusCode: 502 });
    expect(fake.calls.load).toBe(3);
  });

  test('a success resets the failure count', async () => {
    const { captcha } = gate({ verify: ['fail', 'fail', 'ok', 'fail', 'fail'] });
    for (let i = 0; i < 5; i += 1) await captcha.obtain(true);
    await expect(captcha.obtain(true)).resolves.toEqual({ validate: '', statusCode: 502 });
  });
});

describe('captcha flag', () => {
  const api = (answer: () => Promise<unknown>): { call: ApiCall } & { bodies: unknown[] } => {
    const bodies: unknown[] = [];
    return {
      bodies,
      call: <Data>(_name: string, options?: { body?: unknown }) => {
        bodies.push(options?.body);
        return answer() as Promise<{ code: number; data: Data }>;
      },
    };
  };

  test.each([
    ['the string true', { code: 1, data: { app_yidun_is_use: 'true' } }, true],
    ['the string false', { code: 1, data: { app_yidun_is_use: 'false' } }, false],
    ['boolean true (not the string)', { code: 1, data: { app_yidun_is_use: true } }, false],
    ['absent', { code: 1, data: {} }, false],
    ['null data', { code: 1, data: null }, false],
    ['failed call', { code: 500, data: { app_yidun_is_use: 'true' } }, false],
  ])('R4.17 flag app_yidun_is_use %s', async (_case, answer, enabled) => {
    const fake = api(() => Promise.resolve(answer));
    await expect(fetchCaptchaFlag(fake)).resolves.toBe(enabled);
    expect(fake.bodies).toEqual([{ dictType: 51, pageIndex: 0, pageSize: 0 }]);
  });

  test('a network error leaves the captcha off', async () => {
    await expect(fetchCaptchaFlag(api(() => Promise.reject(new Error('offline'))))).resolves.toBe(
      false,
    );
  });
});
