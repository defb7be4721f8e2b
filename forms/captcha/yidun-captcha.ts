import {
  CaptchaCancelled,
  CaptchaLoadError,
  type CaptchaAdapter,
  type CaptchaWidget,
} from './captcha-adapter.ts';

interface YidunInstance {
  verify(): void;
  refresh(): void;
}

interface YidunError {
  code?: number;
}

interface YidunConfig {
  captchaId: string;
  element: HTMLElement;
  mode: 'popup';
  width: string;
  apiVersion: 2;
  onVerify(error: YidunError | null, data?: { validate?: string }): void;
  onClose(): void;
}

type InitNECaptcha = (
  config: YidunConfig,
  onload: (instance: YidunInstance) => void,
  onerror: (error: YidunError) => void,
) => void;

/** Our code for a captcha script that could not be fetched (the widget reports its own codes after that). */
export const SCRIPT_UNAVAILABLE = 503;
const SCRIPT_URL = 'https://cstaticdun.126.net/load.min.js';

function initFunction(): InitNECaptcha | undefined {
  return (window as unknown as { initNECaptcha?: InitNECaptcha }).initNECaptcha;
}

function loadScript(url: string): Promise<InitNECaptcha> {
  const ready = initFunction();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const init = initFunction();
      if (init) resolve(init);
      else reject(new CaptchaLoadError(SCRIPT_UNAVAILABLE));
    };
    script.onerror = () => reject(new CaptchaLoadError(SCRIPT_UNAVAILABLE));
    document.head.appendChild(script);
  });
}

/**
 * The NetEase Yidun widget in popup mode (the provider's captcha, R4.17). Touches the document only
 * when loaded, from a handler; `captchaId` comes from build configuration.
 */
export function createYidunCaptcha({
  captchaId,
  scriptUrl = SCRIPT_URL,
}: {
  captchaId: string | undefined;
  scriptUrl?: string;
}): CaptchaAdapter {
  return {
    async load(): Promise<CaptchaWidget> {
      if (!captchaId) throw new CaptchaLoadError(SCRIPT_UNAVAILABLE);
      const init = await loadScript(scriptUrl);
      let pending: { resolve(validate: string): void; reject(error: Error): void } | undefined;
      const settle = (outcome: (entry: NonNullable<typeof pending>) => void) => {
        const entry = pending;
        pending = undefined;
        if (entry) outcome(entry);
      };
      const element = document.createElement('div');
      document.body.appendChild(element);
      const instance = await new Promise<YidunInstance>((resolve, reject) => {
        init(
          {
            captchaId,
            element,
            mode: 'popup',
            width: '320px',
            apiVersion: 2,
            onVerify: (error, data) =>
              settle((entry) =>
                error || !data?.validate
                  ? entry.reject(new Error('captcha failed'))
                  : entry.resolve(data.validate),
              ),
            onClose: () => settle((entry) => entry.reject(new CaptchaCancelled())),
          },
          resolve,
          (error) => reject(new CaptchaLoadError(error.code ?? SCRIPT_UNAVAILABLE)),
        );
      });
      return {
        verify: () =>
          new Promise<string>((resolve, reject) => {
            pending = { resolve, reject };
            instance.verify();
          }),
        refresh: () => instance.refresh(),
      };
    },
  };
}
