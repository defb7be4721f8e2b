import type { ApiCall } from '../api/client.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import type { QueryParams } from '../lib/query.ts';
import { createAppLauncher } from './app-launcher.ts';
import { createAttribution } from './attribution.ts';
import { createNativeBridge } from './bridge.ts';
import { createBrowser } from './browser.ts';
import { createLeaving } from './leaving.ts';
import { createMiniProgram } from './mini-program.ts';
import type { PagePart } from './page-platform.ts';
import type { Platform } from './platform.ts';
import { redact } from './redact.ts';
import { createWechatShare } from './share.ts';
import { startSending } from './start-sending.ts';
import { consoleLogger, type Logger } from './types.ts';
import { loadWeixinSdk, type LoadWx } from './wx.ts';

/** What the adapters are built from, handed over by `createPlatform`. */
export interface CompleteOptions {
  window: Window;
  call: ApiCall;
  /** Session storage for the visit's attribution. */
  storage: KeyValueStorage;
  /** The page's query as it was opened. */
  query: QueryParams;
  secrets: () => readonly string[];
  log?: Logger;
  loadWx?: LoadWx;
}

function redactingLogger(log: Logger, secrets: () => readonly string[]): Logger {
  const clean = (detail: unknown) => (detail === undefined ? undefined : redact(detail, secrets()));
  return {
    info: (message, detail) => log.info(message, clean(detail)),
    warn: (message, detail) => log.warn(message, clean(detail)),
    error: (message, detail) => log.error(message, clean(detail)),
  };
}

/** The whole platform around the page's own part: every adapter, and a logger that keeps secrets out. */
export function completePlatform(
  { host, config, search, origin, pathname, analytics, errors, toast }: PagePart,
  { window: win, call, storage, query, secrets, ...options }: CompleteOptions,
): Platform {
  const log = redactingLogger(options.log ?? consoleLogger, secrets);
  const loadWx = options.loadWx ?? loadWeixinSdk;
  // Leaving the page, its analytics go first: the senders start now if the first paint has not
  // started them yet, and what the queue holds is handed to Sensors.
  const leave = createLeaving(win, () =>
    startSending({ window: win, config, secrets, log, errors, analytics }).flush(),
  );
  const browser = createBrowser(win, call, toast, log, leave);
  const bridge = createNativeBridge(win as Window & Parameters<typeof createNativeBridge>[0]);
  return {
    host,
    config,
    search,
    origin,
    pathname,
    browser,
    appLauncher: createAppLauncher(win, browser.open, log),
    // The app's back closes this web view: it leaves like a link. Its jumps open a screen above it.
    bridge: { ...bridge, back: () => leave(bridge.back) },
    miniProgram: createMiniProgram(loadWx, log, leave),
    wechatShare: createWechatShare(loadWx, call, () => win.location.href, log),
    analytics,
    errors,
    attribution: createAttribution(query, storage, call, log),
    toast,
    log,
  };
}
