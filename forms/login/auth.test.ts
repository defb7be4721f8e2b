import { fakeApiCall } from '../../api/test-call.ts';
import { describe, expect, test } from 'vitest';
import type { Envelope } from '../../lib/wire.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { createAuth, LOGIN_FAILED_EVENT } from './auth.ts';
import { createSessionUser, USER_STORAGE_KEY } from './session-user.ts';

type Answer = Envelope | Error;

function setup(
  answers: Answer[],
  bridge?: { encryptedUserId(): Promise<string | undefined> },
  mobileSite = false,
) {
  const calls: { name: string; body: unknown }[] = [];
  const events: { event: string; properties: unknown }[] = [];
  const api = {
    call: fakeApiCall((name, options) => {
      calls.push({ name, body: options?.body });
      const answer = answers.shift() ?? new Error('no answer');
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  const storage = memoryStorage();
  const auth = createAuth({
    api,
    session: createSessionUser(storage),
    bridge,
    analytics: { track: (event, properties) => events.push({ event, properties }) },
    mobileSite,
  });
  return { auth, calls, events, storage };
}

const loggedIn = (id: number | string, encryId = 'e-' + id): Envelope => ({
  code: 1,
  data: { user: { id, encryId, mobile: '13812345678' }, token: 't' },
});

describe('auth', () => {
  test('R9.04 R6.01 SMS login sends the login payload (msite_mobile, H5, 11) and keeps the user id locally', async () => {
    const { auth, calls, storage } = setup([loggedIn(42)]);
    const outcome = await auth.loginBySms(' 13812345678 ', '1234', {
      scene: 'activity',
      sceneId: '7',
    });
    expect(calls).toEqual([
      {
        name: 'userLoginMobileLogin',
        body: {
          mobile: '13812345678',
          smsCode: '1234',
          sourceId: 'msite_mobile',
          scene: 'activity',
          sceneId: '7',
          client: 'H5',
          source: 11,
        },
      },
    ]);
    expect(outcome).toEqual({
      ok: true,
      user: { id: '42', encryId: 'e-42', mobile: '13812345678' },
    });
    expect(JSON.parse(storage.get(USER_STORAGE_KEY) ?? '')).toEqual({
      id: '42',
      encryId: 'e-42',
      mobile: '13812345678',
    });
    expect(auth.isLoggedIn()).toBe(true);
  });

  test.each<[string, (auth: ReturnType<typeof createAuth>) => Promise<unknown>, string, unknown]>([
    [
      'encrypted mobile',
      (auth) => auth.loginByEncryptedMobile('enc-m'),
      'userLoginEncryMobileOldUserLogin',
      { encryMobile: 'enc-m' },
    ],
    [
      'encrypted user id',
      (auth) => auth.loginByEncryptedId('enc-id'),
      'userLoginEncryIdLogin',
      { encryId: 'enc-id', client: 'APP' },
    ],
    [
      'free-check',
      (auth) => auth.freeCheckLogin('13812345678'),
      'userLoginFreeCheckLogin',
      { mobile: '13812345678' },
    ],
  ])('R6.03 login method: %s', async (_case, run, name, body) => {
    const { auth, calls } = setup([loggedIn('9')]);
    await run(auth);
    expect(calls).toEqual([{ name, body }]);
    expect(auth.user()?.id).toBe('9');
  });

  test.each<[string, Answer, string]>([
    ['the server message', { code: 4001, data: null, message: '验证码错误' }, '验证码错误'],
    ['服务器异常 without a message', { code: 500, data: null }, '服务器异常'],
    ['服务器异常 on a network error', new Error('offline'), '服务器异常'],
    ['服务器异常 when code 1 carries no user', { code: 1, data: {} }, '服务器异常'],
  ])('R8.04 login failure gives %s, reported to analytics', async (_case, answer, message) => {
    const { auth, events } = setup([answer]);
    await expect(auth.loginBySms('13812345678', '0000')).resolves.toEqual({ ok: false, message });
    expect(events).toEqual([
      {
        event: LOGIN_FAILED_EVENT,
        properties: expect.objectContaining({ method: 'userLoginMobileLogin', message }),
      },
    ]);
    expect(auth.isLoggedIn()).toBe(false);
  });

  test('R4.12 session recovery asks the app for the encrypted user id and logs in with it', async () => {
    const { auth, calls } = setup([loggedIn(5)], {
      encryptedUserId: () => Promise.resolve('from-app'),
    });
    await expect(auth.recoverSession()).resolves.toBe(true);
    expect(calls).toEqual([
      { name: 'userLoginEncryIdLogin', body: { encryId: 'from-app', client: 'APP' } },
    ]);
  });

  test('R4.12 outside the app the kept encrypted id is used', async () => {
    const { auth, calls } = setup([loggedIn(5, 'kept'), loggedIn(5, 'kept')]);
    await auth.loginBySms('13812345678', '1234');
    await expect(auth.recoverSession()).resolves.toBe(true);
    expect(calls[1]).toEqual({
      name: 'userLoginEncryIdLogin',
      body: { encryId: 'kept', client: 'H5' },
    });
  });

  test('R4.12 no identity to recover with: false, nothing sent', async () => {
    const { auth, calls } = setup([], {
      encryptedUserId: () => Promise.reject(new Error('not a WebViewJavascriptBridge environment')),
    });
    await expect(auth.recoverSession()).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  test('subscribers hear logins and logouts; a corrupt stored user counts as logged out', async () => {
    const { auth, storage } = setup([loggedIn(1)]);
    let heard = 0;
    auth.subscribe(() => (heard += 1));
    await auth.loginBySms('13812345678', '1234');
    auth.logout();
    expect(heard).toBe(2);
    storage.set(USER_STORAGE_KEY, '{"id":');
    expect(auth.isLoggedIn()).toBe(false);
  });

  test('on the mobile site the SMS login is login/mSiteLogin, with the same payload', async () => {
    const { auth, calls } = setup([loggedIn(42)], undefined, true);
    expect(await auth.loginBySms('13812345678', '1234')).toMatchObject({ ok: true });
    expect(calls).toEqual([
      {
        name: 'loginMSiteLogin',
        body: {
          mobile: '13812345678',
          smsCode: '1234',
          sourceId: 'msite_mobile',
          client: 'H5',
          source: 11,
        },
      },
    ]);
  });
});
