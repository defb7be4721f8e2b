import type { ApiCall } from '../api/client.ts';
import { createContext, useContext, type ReactNode } from 'react';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import type { Analytics } from '../platform/analytics.ts';
import type { NativeBridge } from '../platform/bridge.ts';
import { memoryStorage } from '../platform/storage.ts';
import { showToast } from '../ui/toast.ts';
import type { CaptchaAdapter } from './captcha/captcha-adapter.ts';
import { fetchCaptchaFlag } from './captcha/captcha-flag.ts';
import { createCaptchaGate, type CaptchaGate } from './captcha/captcha-gate.ts';
import type { ConsultContext } from './consult-payload.ts';
import { createAuth, type Auth } from './login/auth.ts';
import {
  createLoginGate,
  createLoginPopupController,
  type LoginPopupController,
} from './login/login-gate.ts';
import type { ImageUploader } from './upload/oss-upload.ts';
import type { UploadTransport } from './upload/xhr-transport.ts';

/** Everything forms, the login popup and the certification screen talk to. */
export interface FormServices {
  api: { call: ApiCall };
  storage: { local: KeyValueStorage; session: KeyValueStorage };
  auth: Auth;
  captcha: CaptchaGate;
  captchaEnabled(): Promise<boolean>;
  loginPopup: LoginPopupController;
  /** R6.02: resolves true when logged in (opening the login popup if needed). */
  ensureLogin(): Promise<boolean>;
  context(): Promise<ConsultContext>;
  /** R5.13: uploads one image (the upload code loads on first use). */
  upload: ImageUploader;
  notify(
    message: string,
    options?: { duration?: number; type?: 'info' | 'success' | 'warning' | 'error' },
  ): void;
}

/** What the composition root hands in; the rest is built here. */
export interface FormServicesOptions {
  api: { call: ApiCall };
  storage: { local: KeyValueStorage; session: KeyValueStorage };
  captcha: CaptchaAdapter;
  analytics?: Pick<Analytics, 'track'>;
  /** The native bridge when the page runs in the app (session recovery asks it for the encrypted id). */
  bridge?: Pick<NativeBridge, 'encryptedUserId'> | undefined;
  context?: () => ConsultContext | Promise<ConsultContext>;
  transport?: UploadTransport;
  notify?: FormServices['notify'];
}

function lazyUploader(
  api: { call: ApiCall },
  transport: UploadTransport | undefined,
): ImageUploader {
  let uploader: Promise<ImageUploader> | undefined;
  return async (file, options) => {
    uploader ??= Promise.all([
      import('./upload/oss-upload.ts'),
      import('./upload/xhr-transport.ts'),
    ]).then(([upload, xhr]) =>
      upload.createImageUploader({ api, transport: transport ?? xhr.xhrTransport }),
    );
    return (await uploader)(file, options);
  };
}

/** Builds the services once per page; install `auth.recoverSession` as the api client's session recovery. */
export function createFormServices(options: FormServicesOptions): FormServices {
  const notify = options.notify ?? ((message, toast) => void showToast(message, toast));
  const auth = createAuth({
    api: options.api,
    storage: options.storage.local,
    analytics: options.analytics,
    bridge: options.bridge,
  });
  const loginPopup = createLoginPopupController();
  let flag: Promise<boolean> | undefined;
  return {
    api: options.api,
    storage: options.storage,
    auth,
    captcha: createCaptchaGate({
      adapter: options.captcha,
      storage: options.storage.local,
      onFallback: (text) => notify(text),
    }),
    captchaEnabled: () => (flag ??= fetchCaptchaFlag(options.api)),
    loginPopup,
    ensureLogin: createLoginGate({ auth, popup: loginPopup }),
    context: async () => (await options.context?.()) ?? {},
    upload: lazyUploader(options.api, options.transport),
    notify,
  };
}

/** Services with no gateway: every call fails with 服务器异常 (stories and pages without a provider). */
export function offlineFormServices(): FormServices {
  return createFormServices({
    api: { call: () => Promise.reject(new Error('no api client provided')) },
    storage: { local: memoryStorage(), session: memoryStorage() },
    captcha: { load: () => Promise.reject(new Error('no captcha provided')) },
  });
}

const ServicesContext = createContext<FormServices | null>(null);
let fallback: FormServices | undefined;

/** Provides the form services to every form, login popup and certification screen below. */
export function FormServicesProvider({
  services,
  children,
}: {
  services: FormServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The provided services, or offline ones when none were provided. */
export function useFormServices(): FormServices {
  const provided = useContext(ServicesContext);
  return provided ?? (fallback ??= offlineFormServices());
}
