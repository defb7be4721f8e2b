import type { DeploymentName } from '../lib/deployment.ts';
import { redact } from './redact.ts';

/** R9.16: traces are sampled at 0.5 and errors at 1. */
export const TRACES_SAMPLE_RATE = 0.5;
export const ERRORS_SAMPLE_RATE = 1;

/** Crash reporting: module boundaries and failed calls report through it. */
export interface ErrorReporter {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  /** A timing or step worth seeing in aggregate (sampled per page view). */
  trace(name: string, data?: Record<string, unknown>): void;
  /** Starts sending (after the first paint); reports made before are kept and sent then. */
  start(): void;
}

/** What the reporter needs; `send` posts one JSON report (a beacon in the browser). */
export interface ErrorReporterOptions {
  deployment: DeploymentName;
  /** Where reports go; without one nothing is sent. */
  endpoint: string | undefined;
  send: (endpoint: string, body: string) => void;
  random?: () => number;
  secrets?: () => readonly string[];
  release?: string;
}

/** A reporter that drops everything: pages without an endpoint, and local mode sending off the machine (R9.16). */
export const silentReporter: ErrorReporter = {
  captureException: () => undefined,
  trace: () => undefined,
  start: () => undefined,
};

/** A path on this origin (`/__dev/errors`), not an address of another host. */
function isSameOrigin(endpoint: string): boolean {
  return endpoint.startsWith('/') && !endpoint.startsWith('//');
}

function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error)
    return {
      name: error.name,
      message: error.message,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  return {
    name: 'NonError',
    message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)),
  };
}

/** A small reporter without a vendor SDK: samples, strips secrets and posts JSON to the endpoint. */
export function createErrorReporter({
  deployment,
  endpoint,
  send,
  random = Math.random,
  secrets = () => [],
  release,
}: ErrorReporterOptions): ErrorReporter {
  // R9.16 "off in local mode": a local build reports nothing to any outside service. Its reports go
  // only to a same-origin address, the local gateway's collector, so developers still see them.
  if (!endpoint || (deployment === 'local' && !isSameOrigin(endpoint))) return silentReporter;
  const tracesOn = random() < TRACES_SAMPLE_RATE;
  let started = false;
  const waiting: object[] = [];
  const post = (report: object) => {
    const body = JSON.stringify(
      redact({ ...report, deployment, release, time: Date.now() }, secrets()),
    );
    if (started) send(endpoint, body);
    else if (waiting.length < 20) waiting.push(report);
  };
  return {
    captureException(error, context = {}) {
      if (random() < ERRORS_SAMPLE_RATE)
        post({ type: 'error', error: describeError(error), context });
    },
    trace(name, data = {}) {
      if (tracesOn) post({ type: 'trace', name, data });
    },
    start() {
      if (started) return;
      started = true;
      waiting.splice(0).forEach(post);
    },
  };
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

/** Runs `task` once the page has painted: after load, on the frame after next, when idle if possible. */
export function afterFirstPaint(win: Window, task: () => void): void {
  const later = () =>
    win.requestAnimationFrame(() =>
      win.setTimeout(
        () => (win.requestIdleCallback ? win.requestIdleCallback(task, { timeout: 3000 }) : task()),
        0,
      ),
    );
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}

/** Reports uncaught errors and unhandled rejections of the page. */
export function reportGlobalErrors(win: Window, reporter: ErrorReporter): void {
  win.addEventListener('error', (event) =>
    reporter.captureException(event.error ?? event.message, { source: 'window.onerror' }),
  );
  win.addEventListener('unhandledrejection', (event) =>
    reporter.captureException(event.reason, { source: 'unhandledrejection' }),
  );
}
