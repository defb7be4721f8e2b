import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { CaptchaGate } from '../captcha/captcha-gate.ts';
import { SERVER_ERROR } from '../messages.ts';
import { mobileMessage } from '../rules.ts';

/** What a code request needs; the form services provide it. */
export interface CodeRequestDeps {
  api: { call: ApiCall };
  captcha: CaptchaGate;
  /** Whether the captcha is on (the dictionary flag, fetched once). */
  captchaEnabled(): Promise<boolean>;
  notify(message: string): void;
}

/** The calls that send a code: the login's, and the conference sign-up's (spec §7). */
export type SendCodeEndpoint = 'userLoginSendCode' | 'conferenceSendSms';

/**
 * Checks the number (R5.05), passes the captcha (R4.17) and asks for a code with `captchaValidate`
 * and `statusCode` (through `endpoint`, the login's by default). Resolves true only when the
 * gateway answered code 1; every failure is told to the person (R8.01) and resolves false, so the
 * button resets at once (R4.02).
 */
export async function requestCode(
  deps: CodeRequestDeps,
  mobile: string,
  pattern: RegExp,
  endpoint: SendCodeEndpoint = 'userLoginSendCode',
): Promise<boolean> {
  const invalid = mobileMessage(mobile, pattern);
  if (invalid) {
    deps.notify(invalid);
    return false;
  }
  const captcha = await deps.captcha.obtain(await deps.captchaEnabled());
  if (!captcha) return false;
  try {
    const answer = await deps.api.call(endpoint, {
      body: {
        mobile: mobile.trim(),
        captchaValidate: captcha.validate,
        statusCode: captcha.statusCode,
      },
    });
    if (answer.code === SUCCESS_CODE) return true;
    deps.notify(answer.message || SERVER_ERROR);
  } catch {
    deps.notify(SERVER_ERROR);
  }
  return false;
}
