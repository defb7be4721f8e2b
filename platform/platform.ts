import type { Deployment } from '../lib/deployment.ts';
import type { Analytics } from './analytics.ts';
import type { AppLauncher } from './app-launcher.ts';
import type { Attribution } from './attribution.ts';
import type { BrowserAdapter } from './browser.ts';
import type { NativeBridge } from './bridge.ts';
import type { Host } from './host.ts';
import type { ErrorReporter } from './error-reporting.ts';
import type { MiniProgramAdapter } from './mini-program.ts';
import type { WechatShare } from './share.ts';
import type { Logger, ShowToast } from './types.ts';

/** Every outside system the page touches, one adapter each; `perform()` reaches them only here. */
export interface Platform {
  host: Host;
  config: Deployment;
  /** The page's query string as it was opened (without '?'). */
  search: string;
  /** The page's origin (scheme, host, port), for absolute links such as the share card's. */
  origin: string;
  /** The page's path (a mobile-site path carries its id in it). */
  pathname: string;
  browser: BrowserAdapter;
  appLauncher: AppLauncher;
  bridge: NativeBridge;
  miniProgram: MiniProgramAdapter;
  wechatShare: WechatShare;
  analytics: Analytics;
  errors: ErrorReporter;
  attribution: Attribution;
  toast: ShowToast;
  log: Logger;
}
