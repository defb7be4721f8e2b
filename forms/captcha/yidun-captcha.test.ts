// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { CaptchaCancelled, CaptchaLoadError } from './captcha-adapter.ts';
import { createYidunCaptcha } from './yidun-captcha.ts';

type Handlers = {
  onVerify(error: { code?: number } | null, data?: { validate?: string }): void;
  onClose(): void;
};

function installWidget(outcome: 'load' | { code: number }) {
  const seen: {
    config?: Handlers & { captchaId: string; mode: string };
    verifies: number;
    refreshes: number;
  } = { verifies: 0, refreshes: 0 };
  Object.assign(window, {
    initNECaptcha: (
      config: Handlers & { captchaId: string; mode: string },
      onload: (instance: unknown) => void,
      onerror: (error: unknown) => void,
    ) => {
      seen.config = config;
      if (outcome === 'load')
        onload({ verify: () => (seen.verifies += 1), refresh: () => (seen.refreshes += 1) });
      else onerror(outcome);
    },
  });
  return seen;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'initNECaptcha');
});

describe('Yidun adapter', () => {
  test('R4.17 verify resolves the validate string from onVerify', async () => {
    const seen = installWidget('load');
    const widget = await createYidunCaptcha({ captchaId: 'cid' }).load();
    const validate = widget.verify();
    seen.config?.onVerify(null, { validate: 'v-1' });
    await expect(validate).resolves.toBe('v-1');
    expect(seen.config).toMatchObject({ captchaId: 'cid', mode: 'popup' });
    widget.refresh();
    expect(seen).toMatchObject({ verifies: 1, refreshes: 1 });
  });

  test('R4.17 a load error carries the widget error code', async () => {
    installWidget({ code: 430 });
    await expect(createYidunCaptcha({ captchaId: 'cid' }).load()).rejects.toEqual(
      new CaptchaLoadError(430),
    );
  });

  test('closing the popup cancels, a failed challenge rejects', async () => {
    const seen = installWidget('load');
    const widget = await createYidunCaptcha({ captchaId: 'cid' }).load();
    const closed = widget.verify();
    seen.config?.onClose();
    await expect(closed).rejects.toBeInstanceOf(CaptchaCancelled);
    const failed = widget.verify();
    seen.config?.onVerify({ code: 1 });
    await expect(failed).rejects.toThrow('captcha failed');
  });

  test('without a captcha id the widget cannot load', async () => {
    await expect(createYidunCaptcha({ captchaId: undefined }).load()).rejects.toBeInstanceOf(
      CaptchaLoadError,
    );
  });
});
