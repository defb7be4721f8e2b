import type { ApiCall } from '../api/client.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import type { Analytics } from '../platform/analytics.ts';
import type { NativeBridge } from '../platform/bridge.ts';
import { memoryStorage } from '../platform/storage.ts';
import { showToast } from '../ui/toast.ts';
import type { CaptchaAdapter } from './captcha/captcha-adapter.ts';
import type { ConsultContext } from './consult-payload.ts';
import type { Auth } from './login/auth.ts';
import {
  createLoginGate,
  createLoginPopupController,
  type LoginPopupController,
} from './login/login-gate.ts';
import { lazyAuth } from './login/lazy-auth.ts';
import { createSessionUser } from './login/session-user.ts';
import type { UploadTransport } from './upload/xhr-transport.ts';

/** Shows a short message to the person (a toast unless a test or story records it). */
export type Notify = (
  message: string,
  options?: { duration?: number; type?: 'info' | 'success' | 'warning' | 'error' },
) => void;

/** What the composition root hands in; the form services are built from it on first need. */
export interface FormServicesOptions {
  api: { call: ApiCall };
  storage: { local: KeyValueStorage; session: KeyValueStorage };
  /**
   * The verification widget: NetEase Yidun's in the app (its captcha id from the build; the widget's
   * code loads with the first challenge), a fake in tests and stories.
   */
  captcha: CaptchaAdapter | { yidunCaptchaId: string | undefined };
  analytics?: Pick<Analytics, 'track'>;
  /** The native bridge when the page runs in the app (session recovery asks it for the encrypted id). */
  bridge?: Pick<NativeBridge, 'encryptedUserId'> | undefined;
  context?: () => ConsultContext | Promise<ConsultContext>;
  /** The visit is on the mobile site: the SMS login is login/mSiteLogin (spec §2). */
  mobileSite?: boolean;
  transport?: UploadTransport;
  notify?: Notify;
}

/**
 * The part of forms and login every page holds from its first load: who is logged in (the headers,
 * the action context), R6.02's login-first check and the login popup's open state. The rest loads
 * on first need: the login code with the first login (`auth`), captcha, consent, send-code and the
 * submit paths with a form or the login popup, whose chunks build them through `useFormServices`.
 */
export interface FormsRoot {
  options: FormServicesOptions;
  loginPopup: LoginPopupController;
  /** R6.02: resolves true when logged in (opening the login popup if needed). */
  ensureLogin(): Promise<boolean>;
  notify: Notify;
  /** R6.01, R6.03: who is logged in, at once; the login methods, their code loaded on the first login. */
  auth: Auth;
}

/** Builds the root once per page (and once per server render, where nothing loads). */
export function createFormsRoot(options: FormServicesOptions): FormsRoot {
  const session = createSessionUser(options.storage.local);
  const loginPopup = createLoginPopupController();
  const auth = lazyAuth(session, () =>
    import('./login/auth.ts').then(({ createAuth }) =>
      createAuth({
        api: options.api,
        session,
        analytics: options.analytics,
        bridge: options.bridge,
        mobileSite: options.mobileSite ?? false,
      }),
    ),
  );
  return {
    options,
    auth,
    loginPopup,
    ensureLogin: createLoginGate({ auth, popup: loginPopup }),
    notify: options.notify ?? ((message, toast) => void showToast(message, toast)),
  };
}

/** A root with no gateway: every call fails with 服务器异常 (the server render, stories and pages without a provider). */
export function offlineFormsRoot(): FormsRoot {
  return createFormsRoot({
    api: { call: () => Promise.reject(new Error('no api client provided')) },
    storage: { local: memoryStorage(), session: memoryStorage() },
    captcha: { load: () => Promise.reject(new Error('no captcha provided')) },
  });
}
