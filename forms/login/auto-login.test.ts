import type { ApiCall } from '../../api/client.ts';
import { describe, expect, test } from 'vitest';
import type { CallOptions } from '../../api/types.ts';
import type { Envelope } from '../../lib/wire.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { createAuth } from './auth.ts';
import { autoLogin } from './auto-login.ts';
import { decryptMobile, decryptQuery, openIdByWxCode, userSessionKey } from './login-lookups.ts';
import { createSessionUser, USER_STORAGE_KEY } from './session-user.ts';

function fakeApi(answer: Envelope | Error = { code: 1, data: { user: { id: 3, encryId: 'e3' } } }) {
  const calls: { name: string; options?: CallOptions | undefined }[] = [];
  const api: { call: ApiCall } = {
    call: <Data>(name: string, options?: CallOptions) => {
      calls.push({ name, options });
      return (
        answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
      ) as Promise<Envelope<Data>>;
    },
  };
  return { api, calls };
}

describe('auto login', () => {
  test.each([
    [
      'R6.03 in the app: the encrypted user id',
      { bridge: { encryptedUserId: () => Promise.resolve('from-app') } },
      'userLoginEncryIdLogin',
      { encryId: 'from-app', client: 'APP' },
    ],
    [
      'R6.03 an encrypted mobile in the address',
      { encryMobile: 'enc-mobile' },
      'userLoginEncryMobileOldUserLogin',
      { encryMobile: 'enc-mobile' },
    ],
    [
      'the app has no user: the address mobile',
      { bridge: { encryptedUserId: () => Promise.resolve(undefined) }, encryMobile: 'm' },
      'userLoginEncryMobileOldUserLogin',
      { encryMobile: 'm' },
    ],
  ])('%s', async (_case, signals, name, body) => {
    const { api, calls } = fakeApi();
    const auth = createAuth({ api, session: createSessionUser(memoryStorage()) });
    await expect(autoLogin(auth, signals)).resolves.toBe(true);
    expect(calls).toEqual([{ name, options: { body } }]);
  });

  test('nothing to log in with, or logged in already: no call', async () => {
    const { api, calls } = fakeApi();
    const storage = memoryStorage();
    await expect(
      autoLogin(createAuth({ api, session: createSessionUser(storage) }), {}),
    ).resolves.toBe(false);
    storage.set(USER_STORAGE_KEY, JSON.stringify({ id: '1' }));
    await expect(
      autoLogin(createAuth({ api, session: createSessionUser(storage) }), { encryMobile: 'm' }),
    ).resolves.toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('lookups around login', () => {
  test.each([
    [
      'easyPro/getDescryMobile',
      (api: { call: ApiCall }) => decryptMobile(api, 'enc'),
      'easyProGetDescryMobile',
      { query: { mobile: 'enc' } },
      '13812345678',
      '13812345678',
    ],
    [
      'weixin/getOpenIdByWxCode',
      (api: { call: ApiCall }) => openIdByWxCode(api, 'wx-code'),
      'weixinGetOpenIdByWxCode',
      { query: { code: 'wx-code' } },
      { openId: 'o-1' },
      'o-1',
    ],
    [
      'external/deQuery',
      (api: { call: ApiCall }) => decryptQuery(api, 'q'),
      'externalDeQuery',
      { body: { query: 'q' } },
      { userId: '5' },
      { userId: '5' },
    ],
    [
      'user/getUserSessionKey',
      (api: { call: ApiCall }) => userSessionKey(api, '5'),
      'userGetUserSessionKey',
      { body: { userId: '5' } },
      { sessionKey: 'k' },
      'k',
    ],
  ])('%s', async (_case, run, name, options, data, value) => {
    const { api, calls } = fakeApi({ code: 1, data });
    await expect(run(api)).resolves.toEqual(value);
    expect(calls).toEqual([{ name, options }]);
  });

  test.each([
    ['a failure code', { code: 500, data: 'x' } as Envelope],
    ['a network error', new Error('offline')],
  ])('%s resolves undefined', async (_case, answer) => {
    await expect(decryptMobile(fakeApi(answer).api, 'enc')).resolves.toBeUndefined();
  });
});
