import type { ApiCall } from '../api/client.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import type { CaptchaAdapter } from './captcha/captcha-adapter.ts';
import { fetchCaptchaFlag } from './captcha/captcha-flag.ts';
import { createCaptchaGate, type CaptchaGate } from './captcha/captcha-gate.ts';
import type { ConsultContext } from './consult-payload.ts';
import { useFormsRoot } from './FormServicesProvider.tsx';
import { createFormsRoot, type FormServicesOptions, type FormsRoot } from './forms-root.ts';
import type { ImageUploader } from './upload/oss-upload.ts';
import type { UploadTransport } from './upload/xhr-transport.ts';

/** Everything forms, the login popup and the certification screen talk to. */
export interface FormServices extends FormsRoot {
  api: { call: ApiCall };
  storage: { local: KeyValueStorage; session: KeyValueStorage };
  captcha: CaptchaGate;
  captchaEnabled(): Promise<boolean>;
  context(): Promise<ConsultContext>;
  /** R5.13: uploads one image (the upload code loads on first use). */
  upload: ImageUploader;
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

function captchaAdapter(captcha: FormServicesOptions['captcha']): CaptchaAdapter {
  if ('load' in captcha) return captcha;
  return {
    load: () =>
      import('./captcha/yidun-captcha.ts').then(({ createYidunCaptcha }) =>
        createYidunCaptcha({ captchaId: captcha.yidunCaptchaId }).load(),
      ),
  };
}

const built = new WeakMap<FormsRoot, FormServices>();

/**
 * The services of a root, built once: every form and the login popup share them, and with them the
 * root's login methods and login popup.
 */
export function formServicesOf(root: FormsRoot): FormServices {
  const known = built.get(root);
  if (known) return known;
  const { options } = root;
  let flag: Promise<boolean> | undefined;
  const services: FormServices = {
    ...root,
    api: options.api,
    storage: options.storage,
    captcha: createCaptchaGate({
      adapter: captchaAdapter(options.captcha),
      storage: options.storage.local,
      onFallback: (text) => root.notify(text),
    }),
    captchaEnabled: () => (flag ??= fetchCaptchaFlag(options.api)),
    context: async () => (await options.context?.()) ?? {},
    upload: lazyUploader(options.api, options.transport),
  };
  built.set(root, services);
  built.set(services, services);
  return services;
}

/** Builds the services at once (tests and stories; the app builds a root and loads them on first need). */
export function createFormServices(options: FormServicesOptions): FormServices {
  return formServicesOf(createFormsRoot(options));
}

/** The provided services (built over the provided root), or offline ones when none were provided. */
export function useFormServices(): FormServices {
  return formServicesOf(useFormsRoot());
}
