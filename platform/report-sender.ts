import type { DeploymentName } from '../lib/deployment.ts';
import type { ErrorReport } from './error-reporting.ts';
import { redact } from './redact.ts';

/** Where and how reports leave the page. */
export interface ReportSenderOptions {
  deployment: DeploymentName;
  endpoint: string;
  /** Posts one JSON report (a beacon in the browser). */
  send: (endpoint: string, body: string) => void;
  secrets?: () => readonly string[];
  release?: string;
}

/**
 * The sending half of error reporting, loaded after the first paint: stamps each report with the
 * deployment, release and time, strips secrets and posts it as JSON.
 */
export function reportSender({
  deployment,
  endpoint,
  send,
  secrets = () => [],
  release,
}: ReportSenderOptions): (report: ErrorReport) => void {
  return (report) =>
    send(
      endpoint,
      JSON.stringify(redact({ ...report, deployment, release, time: Date.now() }, secrets())),
    );
}

/** Sends with `navigator.sendBeacon`, or a keep-alive fetch where beacons are missing. */
export function beaconSender(win: Window): (endpoint: string, body: string) => void {
  return (endpoint, body) => {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(endpoint, blob))
      return;
    void win
      .fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      })
      .catch(() => undefined);
  };
}
