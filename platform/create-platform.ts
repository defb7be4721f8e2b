import type { ApiCall } from '../api/client.ts';
import { TOKEN_STORAGE_KEY } from '../api/client.ts';
import { currentDeployment, type Deployment } from '../lib/deployment.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import { readQuery } from '../lib/query.ts';
import { createSensorsAnalytics, loadSensors, type SensorsSdk } from './analytics.ts';
import { createAttribution } from './attribution.ts';
import { createNativeBridge } from './bridge.ts';
import { createBrowser } from './browser.ts';
import { detectHost, readHostSignals } from './host.ts';
import {
  afterFirstPaint,
  beaconSender,
  createErrorReporter,
  reportGlobalErrors,
} from './error-reporting.ts';
import { createMiniProgram } from './mini-program.ts';
import type { Platform } from './platform.ts';
import { redact } from './redact.ts';
import { createWechatShare } from './share.ts';
import { browserStorage } from './storage.ts';
import { consoleLogger, type Logger, type ShowToast } from './types.ts';
import { reportWebVitals } from './web-vitals.ts';
import { loadWeixinSdk, type LoadWx } from './wx.ts';

/** What the composition root hands the platform; `call` and `toast` are required. */
export interface PlatformOptions {
  /** The api client's call. */
  call: ApiCall;
  config?: Deployment;
  /** Defaults to the page's window; createPlatform runs in the browser only. */
  window?: Window;
  /** Session storage for the visit's attribution (platform/storage.ts by default). */
  storage?: KeyValueStorage;
  /** Shows a short message (the composition root passes ui/toast's). */
  toast: ShowToast;
  log?: Logger;
  /** The current token and other secrets, kept out of events, reports and logs (default: the session's token). */
  secrets?: () => readonly string[];
  loadWx?: LoadWx;
  loadSensors?: () => Promise<SensorsSdk>;
}

function redactingLogger(log: Logger, secrets: () => readonly string[]): Logger {
  const clean = (detail: unknown) => (detail === undefined ? undefined : redact(detail, secrets()));
  return {
    info: (message, detail) => log.info(message, clean(detail)),
    warn: (message, detail) => log.warn(message, clean(detail)),
    error: (message, detail) => log.error(message, clean(detail)),
  };
}

/**
 * The real platform for this page: detects the host, marks it on <html data-bc-host>,
 * and starts error reporting after the first paint. Call once, in the browser.
 */
export function createPlatform(options: PlatformOptions): Platform {
  const win = options.window ?? window;
  const config = options.config ?? currentDeployment;
  const session = browserStorage('session');
  const secrets = options.secrets ?? (() => [session.get(TOKEN_STORAGE_KEY) ?? ''].filter(Boolean));
  const log = redactingLogger(options.log ?? consoleLogger, secrets);
  const { toast } = options;
  const query = readQuery(win.location.search);
  const host = detectHost(readHostSignals(win, query.isApp));
  win.document.documentElement.setAttribute('data-bc-host', host);
  const loadWx = options.loadWx ?? loadWeixinSdk;
  const errors = createErrorReporter({
    deployment: config.name,
    endpoint: config.errorReportUrl,
    send: beaconSender(win),
    secrets,
  });
  reportGlobalErrors(win, errors);
  afterFirstPaint(win, () => errors.start());
  const analytics = createSensorsAnalytics({
    // Sensors (about 50 kB gzip) loads once the page has painted and the browser is idle.
    load: () =>
      new Promise<void>((painted) => afterFirstPaint(win, painted)).then(
        options.loadSensors ?? loadSensors,
      ),
    // Sensors sends nothing to a relative address: the local collector's path is made absolute.
    serverUrl: new URL(config.analyticsUrl, win.location.href).href,
    secrets,
    log,
  });
  afterFirstPaint(
    win,
    () => void reportWebVitals({ analytics, sampleRate: config.vitalsSampleRate }),
  );
  return {
    host,
    config,
    search: win.location.search.replace(/^\?/, ''),
    origin: win.location.origin,
    browser: createBrowser(win, options.call, toast, log),
    bridge: createNativeBridge(win as Window & Parameters<typeof createNativeBridge>[0]),
    miniProgram: createMiniProgram(loadWx, log),
    wechatShare: createWechatShare(loadWx, options.call, () => win.location.href, log),
    analytics,
    errors,
    attribution: createAttribution(query, options.storage ?? session, options.call, log),
    toast,
    log,
  };
}
