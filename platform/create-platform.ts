import type { ApiCall } from '../api/client.ts';
import { TOKEN_STORAGE_KEY } from '../api/client.ts';
import { currentDeployment, type Deployment } from '../lib/deployment.ts';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';
import { readQuery } from '../lib/query.ts';
import { queuedAnalytics } from './analytics.ts';
import { afterFirstPaint, createErrorReporter, reportGlobalErrors } from './error-reporting.ts';
import { detectHost, readHostSignals } from './host.ts';
import type { PagePart, PagePlatform } from './page-platform.ts';
import type { Platform } from './platform.ts';
import { browserStorage } from './storage.ts';
import type { Logger, ShowToast } from './types.ts';
import type { LoadWx } from './wx.ts';

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
}

/** The adapters and the senders, in their own chunk. */
const later = () => import('./lazy-platform.ts');

/**
 * The real platform for this page: detects the host and marks it on <html data-bc-host>, catches
 * errors from the start, and keeps analytics calls and error reports until the first paint, when
 * the senders load (Sensors, the error beacon, real-user metrics). Call once, in the browser.
 */
export function createPlatform(options: PlatformOptions): PagePlatform {
  const win = options.window ?? window;
  const config = options.config ?? currentDeployment;
  const session = browserStorage('session');
  const secrets = options.secrets ?? (() => [session.get(TOKEN_STORAGE_KEY) ?? ''].filter(Boolean));
  const query = readQuery(win.location.search);
  const host = detectHost(readHostSignals(win, query.isApp));
  win.document.documentElement.setAttribute('data-bc-host', host);
  const errors = createErrorReporter({ deployment: config.name, endpoint: config.errorReportUrl });
  reportGlobalErrors(win, errors);
  const analytics = queuedAnalytics(secrets);
  let whole: Promise<Platform> | undefined;
  const load = () => {
    whole ??= later().then(({ completePlatform }) =>
      completePlatform(page, {
        window: win,
        call: options.call,
        storage: options.storage ?? session,
        query,
        secrets,
        ...(options.log ? { log: options.log } : {}),
        ...(options.loadWx ? { loadWx: options.loadWx } : {}),
      }),
    );
    whole.catch(() => {
      whole = undefined;
    });
    return whole;
  };
  // Log lines wait for the redacting logger, in order.
  const log: Logger = {
    info: (message, detail) => void load().then(({ log }) => log.info(message, detail)),
    warn: (message, detail) => void load().then(({ log }) => log.warn(message, detail)),
    error: (message, detail) => void load().then(({ log }) => log.error(message, detail)),
  };
  const page: PagePart = {
    host,
    config,
    search: win.location.search.replace(/^\?/, ''),
    origin: win.location.origin,
    pathname: win.location.pathname,
    analytics,
    errors,
    toast: options.toast,
    log,
    load,
  };
  afterFirstPaint(
    win,
    () =>
      void Promise.all([later(), load()]).then(([{ startSending }, { log }]) =>
        startSending({
          window: win,
          config,
          secrets,
          log,
          errors,
          analytics,
        }),
      ),
  );
  return page;
}
