import { SERVER_ERROR_MESSAGE } from '../../api/api-error.ts';
import type { Auth, LoginOutcome } from './auth.ts';
import type { SessionUser } from './session-user.ts';

// The client's own text for 服务器异常: forms/messages.ts would bring every form text into each page.
const UNAVAILABLE: LoginOutcome = { ok: false, message: SERVER_ERROR_MESSAGE };

/**
 * The login methods every page holds: who is logged in is read at once from the session user; the
 * login code (`load`) is fetched on the first login, session recovery or auto-login, so a page
 * nobody logs in on never loads it. Code that cannot be fetched is a failed login (服务器异常), and
 * the next attempt fetches again.
 */
export function lazyAuth(session: SessionUser, load: () => Promise<Auth>): Auth {
  let loading: Promise<Auth | undefined> | undefined;
  const loaded = () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return undefined;
    }));
  return {
    user: session.user,
    isLoggedIn: session.isLoggedIn,
    subscribe: session.subscribe,
    logout: session.forget,
    loginBySms: async (...args) => (await loaded())?.loginBySms(...args) ?? UNAVAILABLE,
    loginByEncryptedMobile: async (...args) =>
      (await loaded())?.loginByEncryptedMobile(...args) ?? UNAVAILABLE,
    loginByEncryptedId: async (...args) =>
      (await loaded())?.loginByEncryptedId(...args) ?? UNAVAILABLE,
    freeCheckLogin: async (...args) => (await loaded())?.freeCheckLogin(...args) ?? UNAVAILABLE,
    recoverSession: async () => (await loaded())?.recoverSession() ?? false,
  };
}
