import type { Analytics, EventProperties } from './analytics.ts';
import { redact } from './redact.ts';
import type { Logger } from './types.ts';

/**
 * The Sensors adapter: analytics whose events may carry the secrets of the moment they were made
 * (the page's queue keeps them, see `queuedAnalytics`); without, the current ones are kept out.
 */
export interface SensorsAnalytics extends Analytics {
  track(event: string, properties?: EventProperties, secrets?: readonly string[]): void;
  pageView(properties: EventProperties, secrets?: readonly string[]): void;
  /**
   * Settles once every call made so far is handed to the SDK (or dropped: the SDK did not load); at
   * once when none waits. Calls waiting meanwhile stop waiting for idle moments.
   */
  flush(): Promise<void>;
}

/** The part of `sa-sdk-javascript` used here. */
export interface SensorsSdk {
  init(options: object): void;
  track(event: string, properties?: object): void;
  login(id: string): void;
  registerPage(properties: object): void;
  /** `quick('autoTrack')` sends the page view with the SDK's own page fields ($url, $title …). */
  quick(name: 'autoTrack'): void;
  registerPropertyPlugin?(plugin: {
    properties(data: { properties?: Record<string, unknown> }): void;
  }): void;
}

/** Sensors, imported only when the first event is sent (51 kB gzip kept out of the first paint). */
export const loadSensors = (): Promise<SensorsSdk> =>
  import('sa-sdk-javascript').then(
    (module) => (module as { default?: unknown }).default as SensorsSdk,
  );

// Sensors' own rule for event names.
const EVENT_NAME = /^[a-zA-Z_$][a-zA-Z0-9_$]{0,99}$/;

function clean(
  properties: EventProperties,
  secrets: readonly string[],
): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(redact(properties, secrets)))
    if (value !== undefined) kept[key] = value;
  return kept;
}

/** What the Sensors adapter needs: the SDK loader, the collection address, and the secrets to keep out. */
export interface SensorsOptions {
  load: () => Promise<SensorsSdk>;
  serverUrl: string;
  /** The current token (and any other secret): never sent in an event. */
  secrets: () => readonly string[];
  log: Logger;
}

/** Analytics through Sensors; calls made before the SDK has loaded are sent once it has, in order. */
export function createSensorsAnalytics({
  load,
  serverUrl,
  secrets,
  log,
}: SensorsOptions): SensorsAnalytics {
  let sdk: Promise<SensorsSdk | undefined> | undefined;
  /** Calls not yet handed to the SDK (nor dropped), and who waits for there to be none. */
  let pending = 0;
  const drained: Array<() => void> = [];
  /** Set by a flush: the page is about to be left, so nothing waits for an idle moment any more. */
  let hurried = false;
  const idle: Array<() => void> = [];
  /**
   * Resolves in a later task once the main thread is idle. Evaluating the SDK, starting it and the
   * first sends are three tasks this way, each shorter than a long task on a slow phone, instead of
   * one long task of all three.
   */
  const whenIdle = <T>(value: T): Promise<T> =>
    new Promise((resolve) => {
      const run = () => resolve(value);
      if (hurried) return run();
      idle.push(run);
      if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
      else setTimeout(run, 0);
    });
  const start = (sensors: SensorsSdk) => {
    sensors.init({
      server_url: serverUrl,
      show_log: false,
      send_type: 'beacon',
      heatmap: { clickmap: 'not_collect', scroll_notice_map: 'not_collect' },
    });
    // The SDK adds $url and $referrer itself: the last step before sending keeps secrets out of them.
    sensors.registerPropertyPlugin?.({
      properties: (data) => {
        if (data.properties) data.properties = redact(data.properties, secrets());
      },
    });
    return sensors;
  };
  const withSdk = (use: (sensors: SensorsSdk) => void) => {
    sdk ??= load().then(
      (sensors) => whenIdle(sensors).then(start).then(whenIdle),
      (error: unknown) => {
        log.warn('[analytics] Sensors did not load', error);
        return undefined;
      },
    );
    pending += 1;
    void sdk
      .then((sensors) => sensors && use(sensors))
      .finally(() => {
        pending -= 1;
        if (pending === 0) drained.splice(0).forEach((done) => done());
      });
  };
  return {
    track(event, properties = {}, kept = secrets()) {
      if (!EVENT_NAME.test(event))
        return log.warn('[analytics] event name refused', event.slice(0, 40));
      const props = clean(properties, kept);
      withSdk((sensors) => sensors.track(event, props));
    },
    login: (userId) => withSdk((sensors) => sensors.login(userId)),
    pageView(properties, kept = secrets()) {
      const props = clean(properties, kept);
      withSdk((sensors) => {
        sensors.registerPage(props);
        sensors.quick('autoTrack');
      });
    },
    // Handed to the SDK is sent: it sends at once by sendBeacon (send_type 'beacon'), whose request
    // the browser keeps across the unload; the SDK's own callback would only come on a timer.
    flush() {
      if (pending === 0) return Promise.resolve();
      hurried = true;
      idle.splice(0).forEach((run) => run());
      return new Promise((done) => drained.push(done));
    },
  };
}
