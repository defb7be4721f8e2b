/** A loaded verification widget (NetEase Yidun in production, a fake in tests and stories). */
export interface CaptchaWidget {
  /** Shows the challenge; resolves its validate string. Rejects with CaptchaCancelled when the person closes it. */
  verify(): Promise<string>;
  /** Prepares a fresh challenge after a use. */
  refresh(): void;
}

/** Loads the widget; rejects with CaptchaLoadError (the widget's error code) when it cannot. */
export interface CaptchaAdapter {
  load(): Promise<CaptchaWidget>;
}

/** The widget failed to load; `code` is its error code (R4.17: sent as validate and statusCode). */
export class CaptchaLoadError extends Error {
  constructor(readonly code: number) {
    super(`captcha failed to load: ${code}`);
    this.name = 'CaptchaLoadError';
  }
}

/** The person closed the challenge: no code is requested. */
export class CaptchaCancelled extends Error {
  constructor() {
    super('captcha closed');
    this.name = 'CaptchaCancelled';
  }
}
