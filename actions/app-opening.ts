import type { Host } from '../platform/host.ts';

/**
 * How a host lets a page hand the visitor over to the provider's app, said without naming the host
 * so a screen can show it (the download page's WeChat overlay): `launch` wakes the app by its scheme
 * and falls back to the download address; `openInBrowser` is the WeChat browser, which blocks both
 * (the visitor opens the page in the browser, 右上角 ··· → 在浏览器打开); `fromStore` is the
 * mini-program's web-view, which blocks both and whose menu has no browser either (the visitor gets
 * the app from the app store); `inApp` is the app itself.
 */
export type AppOpening = 'launch' | 'openInBrowser' | 'fromStore' | 'inApp';

/** The one table of which host hands over how; `resolve()` and the page frame both read it. */
export function appOpeningFor(host: Host): AppOpening {
  switch (host) {
    case 'browser':
      return 'launch';
    case 'wechatBrowser':
      return 'openInBrowser';
    case 'miniProgram':
      return 'fromStore';
    case 'app':
      return 'inApp';
    default:
      return host satisfies never;
  }
}
