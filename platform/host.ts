/** Where the page runs (spec §1): the provider's app, the mini-program web-view, WeChat, or a browser. */
export type Host = 'app' | 'miniProgram' | 'wechatBrowser' | 'browser';

/** Every host, in detection order. */
export const HOSTS = [
  'app',
  'miniProgram',
  'wechatBrowser',
  'browser',
] as const satisfies readonly Host[];

/**
 * The provider's app appends this word to its web view's user agent (e.g. `… bosscloud/99.0.3`);
 * matched case-insensitively as a whole word. `?isApp=1` says the same from the URL.
 */
export const APP_USER_AGENT_MARKER = 'bosscloud';

/** What detection looks at; all of it is read once at start-up by `readHostSignals`. */
export interface HostSignals {
  userAgent: string;
  /** The isApp=1 query flag. */
  isApp?: boolean | undefined;
  /** `window.__wxjs_environment`, 'miniprogram' inside a mini-program web-view. */
  wxjsEnvironment?: unknown;
}

const APP_MARKER = new RegExp(`\\b${APP_USER_AGENT_MARKER}\\b`, 'i');

/** Tells the host from its signals; pure, so it is tested with real user agents. */
export function detectHost({ userAgent, isApp, wxjsEnvironment }: HostSignals): Host {
  if (isApp === true || APP_MARKER.test(userAgent)) return 'app';
  if (wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(userAgent)) return 'miniProgram';
  if (/MicroMessenger/i.test(userAgent)) return 'wechatBrowser';
  return 'browser';
}

/** Reads the signals from a window (call after start, never during server rendering). */
export function readHostSignals(
  win: Window & { __wxjs_environment?: unknown },
  isApp: boolean,
): HostSignals {
  return { userAgent: win.navigator.userAgent, isApp, wxjsEnvironment: win.__wxjs_environment };
}

/** Whether a value read from outside (inlined server data) names a host. */
export function isHost(value: unknown): value is Host {
  return HOSTS.some((host) => host === value);
}
