import { readCache, writeCache } from '../../lib/cache.ts';
import type { KeyValueStorage } from '../../lib/key-value-storage.ts';
import {
  CaptchaCancelled,
  CaptchaLoadError,
  type CaptchaAdapter,
  type CaptchaWidget,
} from './captcha-adapter.ts';

/** What the code request carries (spec §7 userLogin/sendCode). */
export interface CaptchaResult {
  validate: string;
  statusCode: number;
}

/** R4.17 / R9.10 constants. */
export const CAPTCHA_VERIFIED = 0;
export const CAPTCHA_DEFAULT_STATUS = 501;
export const CAPTCHA_FALLBACK_STATUS = 502;
export const CAPTCHA_TIMEOUT_MS = 3000;
export const CAPTCHA_FALLBACK_AFTER = 3;
export const CAPTCHA_FALLBACK_TTL_MS = 60_000;
export const CAPTCHA_FALLBACK_KEY = 'bc.captcha.fallback';
/** R8.05: shown when the fallback applies. */
export const CAPTCHA_FALLBACK_TEXT = '前方拥堵，已自动跳过验证';

/** Hands out a captcha result per code request; null when the person closed the challenge. */
export interface CaptchaGate {
  obtain(enabled: boolean): Promise<CaptchaResult | null>;
}

interface GateOptions {
  adapter: CaptchaAdapter;
  storage: KeyValueStorage;
  now?: () => number;
  /** Receives the fallback text (shown as a toast). */
  onFallback?: (text: string) => void;
  timeoutMs?: number;
}

const defaultResult = (): CaptchaResult => ({ validate: '', statusCode: CAPTCHA_DEFAULT_STATUS });

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('captcha load timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * R4.17, R8.05, R9.10: flag off → empty validate with 501; verified → validate with 0 and a fresh
 * widget; load failure → its code as validate and statusCode; other failures (timeout after 3000 ms,
 * a failed challenge) → 501. The third failure switches to the 502 fallback for 60000 ms (a cache
 * entry), during which verification is skipped and the fallback text is shown.
 */
export function createCaptchaGate({
  adapter,
  storage,
  now = Date.now,
  onFallback,
  timeoutMs = CAPTCHA_TIMEOUT_MS,
}: GateOptions): CaptchaGate {
  let widget: Promise<CaptchaWidget> | undefined;
  let failures = 0;

  const fallback = (): CaptchaResult => {
    onFallback?.(CAPTCHA_FALLBACK_TEXT);
    return { validate: '', statusCode: CAPTCHA_FALLBACK_STATUS };
  };
  const fail = (result: CaptchaResult): CaptchaResult => {
    failures += 1;
    if (failures < CAPTCHA_FALLBACK_AFTER) return result;
    failures = 0;
    writeCache(storage, CAPTCHA_FALLBACK_KEY, true, CAPTCHA_FALLBACK_TTL_MS, now());
    return fallback();
  };

  return {
    async obtain(enabled) {
      if (!enabled) return defaultResult();
      if (readCache<boolean>(storage, CAPTCHA_FALLBACK_KEY, now())) return fallback();
      let loaded: CaptchaWidget;
      try {
        widget ??= withTimeout(adapter.load(), timeoutMs);
        loaded = await widget;
      } catch (error) {
        widget = undefined;
        return fail(
          error instanceof CaptchaLoadError
            ? { validate: String(error.code), statusCode: error.code }
            : defaultResult(),
        );
      }
      try {
        const validate = await loaded.verify();
        failures = 0;
        return { validate, statusCode: CAPTCHA_VERIFIED };
      } catch (error) {
        if (error instanceof CaptchaCancelled) return null;
        return fail(defaultResult());
      } finally {
        loaded.refresh();
      }
    },
  };
}
