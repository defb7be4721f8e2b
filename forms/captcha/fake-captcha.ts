import { CaptchaCancelled, CaptchaLoadError, type CaptchaAdapter } from './captcha-adapter.ts';

/** How the fake behaves: each verify() takes the next outcome (the last one repeats). */
export interface FakeCaptchaScript {
  load?: 'ok' | { code: number } | 'hang';
  verify?: ('ok' | 'fail' | 'cancel')[];
}

/** A captcha adapter for tests and stories that records what it was asked. */
export function createFakeCaptcha(script: FakeCaptchaScript = {}) {
  const calls = { load: 0, verify: 0, refresh: 0 };
  const outcomes = script.verify ?? ['ok'];
  const adapter: CaptchaAdapter = {
    load() {
      calls.load += 1;
      const load = script.load ?? 'ok';
      if (load === 'hang') return new Promise(() => undefined);
      if (load !== 'ok') return Promise.reject(new CaptchaLoadError(load.code));
      return Promise.resolve({
        verify() {
          const outcome = outcomes[Math.min(calls.verify, outcomes.length - 1)];
          calls.verify += 1;
          if (outcome === 'cancel') return Promise.reject(new CaptchaCancelled());
          if (outcome === 'fail') return Promise.reject(new Error('challenge failed'));
          return Promise.resolve(`validate-${calls.verify}`);
        },
        refresh() {
          calls.refresh += 1;
        },
      });
    },
  };
  return { adapter, calls };
}
