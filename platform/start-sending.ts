import type { Deployment } from '../lib/deployment.ts';
import type { QueuedAnalytics } from './analytics.ts';
import type { QueuedReporter } from './error-reporting.ts';
import { beaconSender, reportSender } from './report-sender.ts';
import { createSensorsAnalytics, loadSensors, type SensorsSdk } from './sensors-analytics.ts';
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

/**
 * After the first paint: error reports and analytics events kept since the start go out (Sensors,
 * about 50 kB gzip, loads now), and a sampled visit reports its real-user metrics once its page view
 * is sent, so each carries the page's properties (a page that never loads sends none).
 */
export function startSending({
  window: win,
  config,
  secrets,
  log,
  errors,
  analytics,
  ...options
}: SendingOptions): void {
  if (config.errorReportUrl)
    errors.start(
      reportSender({
        deployment: config.name,
        endpoint: config.errorReportUrl,
        send: beaconSender(win),
        secrets,
      }),
    );
  analytics.attach(
    createSensorsAnalytics({
      load: options.loadSensors ?? loadSensors,
      // Sensors sends nothing to a relative address: the local collector's path is made absolute.
      serverUrl: new URL(config.analyticsUrl, win.location.href).href,
      secrets,
      log,
    }),
  );
  void analytics.viewed.then(() =>
    reportWebVitals({ analytics, sampleRate: config.vitalsSampleRate }),
  );
}
