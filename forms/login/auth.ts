import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { KeyValueStorage } from '../../lib/key-value-storage.ts';
import type { Analytics } from '../../platform/analytics.ts';
import type { NativeBridge } from '../../platform/bridge.ts';
import { SERVER_ERROR } from '../messages.ts';
import { loginPayload } from './login-payload.ts';

/** The logged-in user as kept locally (R6.01: user id stored locally). */
export interface LoginUser {
  id: string;
  encryId?: string;
  mobile?: string;
}

export type LoginOutcome = { ok: true; user: LoginUser } | { ok: false; message: string };

/** The event a failed login sends. */
export const LOGIN_FAILED_EVENT = 'h5_login_fail';
/** Local storage key of the logged-in user. */
export const USER_STORAGE_KEY = 'bc.user';

export interface AuthOptions {
  api: { call: ApiCall };
  /** Local storage: the user survives the visit. */
  storage: KeyValueStorage;
  /** Where login failures are reported (R8.04): the platform's analytics adapter. */
  analytics?: Pick<Analytics, 'track'> | undefined;
  /** The native app, when the page runs inside it (encrypted user id for R4.12). */
  bridge?: Pick<NativeBridge, 'encryptedUserId'> | undefined;
}

/** Login methods (R6.03) and the local session. */
export interface Auth {
  user(): LoginUser | undefined;
  isLoggedIn(): boolean;
  /** Calls `listener` on every login and logout; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
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

function readUser(storage: KeyValueStorage): LoginUser | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.get(USER_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { id, encryId, mobile } = parsed as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') return undefined;
    return {
      id,
      ...(typeof encryId === 'string' ? { encryId } : {}),
      ...(typeof mobile === 'string' ? { mobile } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Creates the login service over the shared client and local storage. */
export function createAuth({ api, storage, analytics, bridge }: AuthOptions): Auth {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const login = async (
    method:
      | 'userLoginMobileLogin'
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
        storage.set(USER_STORAGE_KEY, JSON.stringify(user));
        changed();
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
    user: () => readUser(storage),
    isLoggedIn: () => readUser(storage) !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loginBySms: (mobile, smsCode, scene) =>
      login('userLoginMobileLogin', { ...loginPayload(mobile, smsCode, scene) }, mobile.trim()),
    loginByEncryptedMobile: (encryMobile) =>
      login('userLoginEncryMobileOldUserLogin', { encryMobile }),
    loginByEncryptedId: (encryId, client = 'APP') =>
      login('userLoginEncryIdLogin', { encryId, client }),
    freeCheckLogin: (mobile) => login('userLoginFreeCheckLogin', { mobile }, mobile),
    async recoverSession() {
      const fromApp = bridge ? await bridge.encryptedUserId().catch(() => undefined) : undefined;
      const encryId = fromApp ?? readUser(storage)?.encryId;
      if (!encryId) return false;
      return (await auth.loginByEncryptedId(encryId, fromApp ? 'APP' : 'H5')).ok;
    },
    logout() {
      storage.remove(USER_STORAGE_KEY);
      changed();
    },
  };
  return auth;
}
