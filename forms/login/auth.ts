import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { Analytics } from '../../platform/analytics.ts';
import type { NativeBridge } from '../../platform/bridge.ts';
import { SERVER_ERROR } from '../messages.ts';
import { loginPayload } from './login-payload.ts';
import type { LoginUser, SessionUser } from './session-user.ts';

export type LoginOutcome = { ok: true; user: LoginUser } | { ok: false; message: string };

/** The event a failed login sends. */
export const LOGIN_FAILED_EVENT = 'h5_login_fail';

export interface AuthOptions {
  api: { call: ApiCall };
  /** Where the logged-in user is kept (local storage: the user survives the visit). */
  session: SessionUser;
  /** Where login failures are reported (R8.04): the platform's analytics adapter. */
  analytics?: Pick<Analytics, 'track'> | undefined;
  /** The native app, when the page runs inside it (encrypted user id for R4.12). */
  bridge?: Pick<NativeBridge, 'encryptedUserId'> | undefined;
  /** On the mobile site the SMS login is login/mSiteLogin (spec §2), else userLogin/mobileLogin. */
  mobileSite?: boolean;
}

/** Login methods (R6.03) over the session user. */
export interface Auth extends Pick<SessionUser, 'user' | 'isLoggedIn' | 'subscribe'> {
  loginBySms(
    mobile: string,
    smsCode: string,
    scene?: { scene?: string | undefined; sceneId?: string | undefined },
  ): Promise<LoginOutcome>;
  loginByEncryptedMobile(encryMobile: string): Promise<LoginOutcome>;
  loginByEncryptedId(encryId: string, client?: 'APP' | 'H5'): Promise<LoginOutcome>;
  freeCheckLogin(mobile: string): Promise<LoginOutcome>;
  /** R4.12: the 20210 hook of the HTTP client: a new identity from the app (or the kept encrypted id). */
  recoverSession(): Promise<boolean>;
  logout(): void;
}

/** Creates the login service over the shared client and the session user. */
export function createAuth({
  api,
  session,
  analytics,
  bridge,
  mobileSite = false,
}: AuthOptions): Auth {
  const login = async (
    method:
      | 'userLoginMobileLogin'
      | 'loginMSiteLogin'
      | 'userLoginEncryIdLogin'
      | 'userLoginEncryMobileOldUserLogin'
      | 'userLoginFreeCheckLogin',
    body: Record<string, unknown>,
    mobile?: string,
  ): Promise<LoginOutcome> => {
    let message = SERVER_ERROR;
    let code: number | undefined;
    try {
      const answer = await api.call(method, { body });
      code = answer.code;
      const id = answer.code === SUCCESS_CODE ? answer.data.user.id : undefined;
      if (id) {
        const { encryId } = answer.data.user;
        const user: LoginUser = {
          id,
          ...(encryId ? { encryId } : {}),
          ...(mobile ? { mobile } : {}),
        };
        session.keep(user);
        return { ok: true, user };
      }
      if (answer.code !== SUCCESS_CODE && answer.message) message = answer.message;
    } catch {
      message = SERVER_ERROR;
    }
    analytics?.track(LOGIN_FAILED_EVENT, { method, code, message });
    return { ok: false, message };
  };

  const auth: Auth = {
    user: session.user,
    isLoggedIn: session.isLoggedIn,
    subscribe: session.subscribe,
    loginBySms: (mobile, smsCode, scene) =>
      login(
        mobileSite ? 'loginMSiteLogin' : 'userLoginMobileLogin',
        { ...loginPayload(mobile, smsCode, scene) },
        mobile.trim(),
      ),
    loginByEncryptedMobile: (encryMobile) =>
      login('userLoginEncryMobileOldUserLogin', { encryMobile }),
    loginByEncryptedId: (encryId, client = 'APP') =>
      login('userLoginEncryIdLogin', { encryId, client }),
    freeCheckLogin: (mobile) => login('userLoginFreeCheckLogin', { mobile }, mobile),
    async recoverSession() {
      const fromApp = bridge ? await bridge.encryptedUserId().catch(() => undefined) : undefined;
      const encryId = fromApp ?? session.user()?.encryId;
      if (!encryId) return false;
      return (await auth.loginByEncryptedId(encryId, fromApp ? 'APP' : 'H5')).ok;
    },
    logout: session.forget,
  };
  return auth;
}
