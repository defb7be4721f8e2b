import { ALLOWED_SCHEMES, checkLinkTarget } from '../lib/url-safety.ts';
import type { Logger } from './types.ts';

/** How long the page waits for the app to take over before it opens the download address. */
export const APP_LAUNCH_TIMEOUT_MS = 2500;

/** Schemes that never leave the page, whatever the build says the app's scheme is. */
const NEVER = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'];

/** The parts of `window` the launcher uses. */
export interface LauncherHost {
  document: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  location: Pick<Location, 'assign'>;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

/** How a launch ended: the app took over (the page was hidden), or the download address opened. */
export type LaunchOutcome = 'opened' | 'download';

/** Wakes the provider's app from a browser (the download page). */
export interface AppLauncher {
  /**
   * Opens `url` (the app's scheme); when the page is still shown after the timeout, the app did not
   * open and `fallbackUrl` (the download address) is opened instead. The page being hidden (the app
   * came to the front) cancels the fallback.
   */
  launch(url: string, fallbackUrl: string): Promise<LaunchOutcome>;
}

function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*:)/i.exec(url.trim())?.[1]?.toLowerCase();
}

/**
 * The launcher over `window`: the wake-up address must pass the link check (the web's schemes, the
 * platform's, and the app scheme the build configured); the fallback goes through `open`, the
 * browser adapter's checked navigation.
 */
export function createAppLauncher(
  host: LauncherHost,
  open: (url: string) => void,
  log: Logger,
  timeoutMs = APP_LAUNCH_TIMEOUT_MS,
): AppLauncher {
  return {
    launch(url, fallbackUrl) {
      const scheme = schemeOf(url);
      const allowed =
        scheme === undefined || NEVER.includes(scheme)
          ? ALLOWED_SCHEMES
          : [...ALLOWED_SCHEMES, scheme];
      const verdict = checkLinkTarget(url, allowed);
      if (!verdict.ok) {
        log.warn('[app] wake-up address refused', verdict.reason);
        open(fallbackUrl);
        return Promise.resolve('download');
      }
      return new Promise((resolve) => {
        const finish = (outcome: LaunchOutcome) => {
          host.clearTimeout(timer);
          host.document.removeEventListener('visibilitychange', onVisibility);
          host.removeEventListener('pagehide', onHide);
          resolve(outcome);
        };
        const onVisibility = () => {
          if (host.document.hidden) finish('opened');
        };
        const onHide = () => finish('opened');
        const timer = host.setTimeout(() => {
          finish('download');
          open(fallbackUrl);
        }, timeoutMs);
        host.document.addEventListener('visibilitychange', onVisibility);
        host.addEventListener('pagehide', onHide);
        host.location.assign(verdict.url);
      });
    },
  };
}
