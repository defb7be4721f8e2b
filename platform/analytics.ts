import type { SensorsAnalytics } from './sensors-analytics.ts';

/** Event properties: flat values, as Sensors takes them. */
export type EventProperties = Record<string, string | number | boolean | undefined>;

/** The analytics tracker (spec §7 "Other"): events, the visitor's login, page-wide properties. */
export interface Analytics {
  track(event: string, properties?: EventProperties): void;
  /** Ties the anonymous visitor to a user id (R6.07). */
  login(userId: string): void;
  /** The page view (Sensors' `$pageview`); its properties are also sent with every later event of this page. */
  pageView(properties: EventProperties): void;
}

/** Analytics as the page holds it from its first line, before the adapter has loaded. */
export interface QueuedAnalytics extends Analytics {
  /** Hands over to the adapter (loaded after the first paint): the calls made meanwhile first, in order. */
  attach(adapter: SensorsAnalytics): void;
  /** Settles at the page's first page view: events tracked from then on carry its properties. */
  viewed: Promise<void>;
}

/**
 * Keeps the Sensors adapter (and Sensors) out of the first load: calls wait, in order, until it is
 * attached. Each keeps the secrets of its moment, which the adapter strips from it when it is sent.
 */
export function queuedAnalytics(secrets: () => readonly string[]): QueuedAnalytics {
  let adapter: SensorsAnalytics | undefined;
  const waiting: Array<(adapter: SensorsAnalytics) => void> = [];
  const send = (call: (adapter: SensorsAnalytics) => void) =>
    adapter ? call(adapter) : void waiting.push(call);
  let seen!: () => void;
  const viewed = new Promise<void>((done) => (seen = done));
  return {
    track(event, properties = {}) {
      const now = { ...properties };
      const kept = secrets();
      send((sensors) => sensors.track(event, now, kept));
    },
    login: (userId) => send((sensors) => sensors.login(userId)),
    pageView(properties) {
      const now = { ...properties };
      const kept = secrets();
      send((sensors) => sensors.pageView(now, kept));
      seen();
    },
    viewed,
    attach(loaded) {
      adapter ??= loaded;
      waiting.splice(0).forEach((call) => call(loaded));
    },
  };
}
