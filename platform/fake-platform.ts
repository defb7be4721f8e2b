import { deploymentFrom, type Deployment } from '../lib/deployment.ts';
import { checkLinkTarget } from '../lib/url-safety.ts';
import type { Analytics, EventProperties } from './analytics.ts';
import type { AttributionParams } from './attribution.ts';
import { NATIVE_JUMP_EMPTY } from './bridge.ts';
import type { Host } from './host.ts';
import type { RecordedCall } from './fakes.ts';
import type { Platform } from './platform.ts';

/** Analytics that records what it was asked. */
export function createFakeAnalytics(): Analytics & {
  events: Array<{ event: string; properties: EventProperties }>;
  logins: string[];
  pages: EventProperties[];
} {
  const events: Array<{ event: string; properties: EventProperties }> = [];
  const logins: string[] = [];
  const pages: EventProperties[] = [];
  return {
    events,
    logins,
    pages,
    track: (event, properties = {}) => void events.push({ event, properties }),
    login: (userId) => void logins.push(userId),
    pageView: (properties) => void pages.push(properties),
  };
}

/** How the fake platform is set up. */
export interface FakePlatformOptions {
  host?: Host;
  config?: Deployment;
  referrer?: string;
  /** The page's query string (without '?'). */
  search?: string;
  /** The page's path. */
  pathname?: string;
  attribution?: AttributionParams;
  channel?: string;
}

/** The fake platform and everything it was asked, in order (`calls`), for tests and Storybook. */
export type FakePlatform = Platform & {
  calls: RecordedCall[];
  analytics: ReturnType<typeof createFakeAnalytics>;
};

/** A platform whose adapters only record: no window, bridge, WeChat, gateway or analytics. */
export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const calls: RecordedCall[] = [];
  const record = (method: string, args?: unknown) =>
    calls.push(args === undefined ? { method } : { method, args });
  const done = (method: string) => (args?: unknown) => (record(method, args), Promise.resolve());
  const analytics = createFakeAnalytics();
  const { track, login, pageView } = analytics;
  analytics.track = (event, properties) => (
    record('analytics.track', { event, properties }),
    track(event, properties)
  );
  analytics.login = (userId) => (record('analytics.login', userId), login(userId));
  analytics.pageView = (properties) => (
    record('analytics.pageView', properties),
    pageView(properties)
  );
  return {
    calls,
    host: options.host ?? 'browser',
    config: options.config ?? deploymentFrom({}),
    search: options.search ?? '',
    origin: 'http://127.0.0.1',
    pathname: options.pathname ?? '/',
    browser: {
      open: (url) =>
        checkLinkTarget(url).ok ? done('browser.open')(url) : done('browser.refused')(url),
      hasReferrer: () => (options.referrer ?? '') !== '',
      historyBack: () => done('browser.historyBack')(),
      openMiniProgram: done('browser.openMiniProgram'),
      openProduct: done('browser.openProduct'),
    },
    appLauncher: {
      launch: (url, fallbackUrl) => (
        record('appLauncher.launch', { url, fallbackUrl }),
        Promise.resolve('opened')
      ),
    },
    bridge: {
      request: (handler, data) => (
        record('bridge.request', { handler, data }),
        Promise.resolve(undefined)
      ),
      send: (handler, data) => done('bridge.send')({ handler, data }),
      jump: (module, params = {}) =>
        module.trim() === ''
          ? Promise.reject(new Error(NATIVE_JUMP_EMPTY))
          : done('bridge.jump')({ module, params }),
      back: () => done('bridge.back')(),
      encryptedUserId: () => (record('bridge.encryptedUserId'), Promise.resolve(undefined)),
    },
    miniProgram: {
      navigate: done('miniProgram.navigate'),
      back: () => done('miniProgram.back')(),
      postMessage: done('miniProgram.postMessage'),
    },
    wechatShare: {
      apply: (payload) => (record('wechatShare.apply', payload), Promise.resolve(true)),
      openLocation: (location) => (record('wechatShare.openLocation', location), Promise.resolve()),
    },
    analytics,
    errors: {
      captureException: (error, context) =>
        record('errors.captureException', {
          message: error instanceof Error ? error.message : String(error),
          context,
        }),
      trace: (name, data) => record('errors.trace', { name, data }),
    },
    attribution: {
      params: () => ({ ...options.attribution }),
      channel: () => Promise.resolve(options.channel),
      recordActions: done('attribution.recordActions'),
      recordVisit: done('attribution.recordVisit'),
    },
    toast: (message) => record('toast', message),
    log: {
      info: (message, detail) => record('log.info', { message, detail }),
      warn: (message, detail) => record('log.warn', { message, detail }),
      error: (message, detail) => record('log.error', { message, detail }),
    },
  };
}
