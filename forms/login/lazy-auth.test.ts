import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../../platform/storage.ts';
import type { Auth } from './auth.ts';
import { lazyAuth } from './lazy-auth.ts';
import { createSessionUser, USER_STORAGE_KEY } from './session-user.ts';

function setup(outcomes: ('code' | 'unreachable')[]) {
  const storage = memoryStorage();
  const session = createSessionUser(storage);
  const loads: string[] = [];
  const code = {
    loginBySms: (mobile: string) => {
      session.keep({ id: '9', mobile });
      return Promise.resolve({ ok: true, user: { id: '9', mobile } });
    },
    recoverSession: () => Promise.resolve(true),
  } as unknown as Auth;
  const auth = lazyAuth(session, () => {
    const next = outcomes.shift() ?? 'code';
    loads.push(next);
    return next === 'code' ? Promise.resolve(code) : Promise.reject(new Error('chunk'));
  });
  return { auth, loads, storage };
}

describe('login methods on every page (the login code loads on first need)', () => {
  test('R6.01 who is logged in is read at once, without loading the login code', () => {
    const { auth, loads, storage } = setup([]);
    expect(auth.isLoggedIn()).toBe(false);
    storage.set(USER_STORAGE_KEY, JSON.stringify({ id: '5' }));
    expect(auth.user()).toEqual({ id: '5' });
    auth.logout();
    expect(auth.isLoggedIn()).toBe(false);
    expect(loads).toEqual([]);
  });

  test('R6.03 the first login loads the code once; later logins reuse it; listeners hear the login', async () => {
    const { auth, loads } = setup([]);
    let heard = 0;
    auth.subscribe(() => (heard += 1));
    await expect(auth.loginBySms('13812345678', '1234')).resolves.toMatchObject({ ok: true });
    await expect(auth.recoverSession()).resolves.toBe(true);
    expect(loads).toEqual(['code']);
    expect(heard).toBe(1);
    expect(auth.user()?.id).toBe('9');
  });

  test('R8.03 code that cannot be fetched: the login fails with 服务器异常, recovery says no, the next try fetches again', async () => {
    const { auth, loads } = setup(['unreachable', 'unreachable']);
    await expect(auth.loginBySms('13812345678', '1234')).resolves.toEqual({
      ok: false,
      message: '服务器异常',
    });
    await expect(auth.recoverSession()).resolves.toBe(false);
    await expect(auth.loginBySms('13812345678', '1234')).resolves.toMatchObject({ ok: true });
    expect(loads).toEqual(['unreachable', 'unreachable', 'code']);
  });
});
