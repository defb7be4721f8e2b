import type { Deployment } from '../lib/deployment.ts';
import type { QueuedAnalytics } from './analytics.ts';
import type { QueuedReporter } from './error-reporting.ts';
import { beaconSender, reportSender } from './report-sender.ts';
import {
  createSensorsAnalytics,
  loadSensors,
  type SensorsAnalytics,
  type SensorsSdk,
} from './sensors-analytics.ts';
import type { Logger } from './types.ts';
import { reportWebVitals } from './web-vitals.ts';

/** What starts sending once the page has painted. */
export interface SendingOptions {
  window: Window;
  config: Deployment;
  secrets: () => readonly string[];
  log: Logger;
  errors: QueuedReporter;
  analytics: QueuedAnalytics;
  loadSensors?: () => Promise<SensorsSdk>;
}

/** The Sensors adapter each page's queue was handed to. */
const started = new WeakMap<QueuedAnalytics, SensorsAnalytics>();

/**
 * After the first paint: error reports and analytics events kept since the start go out (Sensors,
 * about 50 kB gzip, loads now), and a sampled visit reports its real-user metrics once its page view
 * is sent, so each carries the page's properties (a page that never loads sends none). Earlier when
 * a tap leaves the page first (its events must go out before it is replaced, see `createLeaving`):
 * once per page either way, answering the Sensors adapter the queue was handed to.
 */
export function startSending({
  window: win,
  config,
  secrets,
  log,
  errors,
  analytics,
  ...options
}: SendingOptions): SensorsAnalytics {
  const known = started.get(analytics);
  if (known) return known;
  if (config.errorReportUrl)
    errors.start(
      reportSender({
        deployment: config.name,
        endpoint: config.errorReportUrl,
        send: beaconSender(win),
        secrets,
      }),
    );
  const sensors = createSensorsAnalytics({
    load: options.loadSensors ?? loadSensors,
    // Sensors sends nothing to a relative address: the local collector's path is made absolute.
    serverUrl: new URL(config.analyticsUrl, win.location.href).href,
    secrets,
    log,
  });
  started.set(analytics, sensors);
  analytics.attach(sensors);
  void analytics.viewed.then(() =>
    reportWebVitals({ analytics, sampleRate: config.vitalsSampleRate }),
  );
  return sensors;
}
