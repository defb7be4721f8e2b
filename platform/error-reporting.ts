import type { DeploymentName } from '../lib/deployment.ts';

/** R9.16: traces are sampled at 0.5 and errors at 1. */
export const TRACES_SAMPLE_RATE = 0.5;
export const ERRORS_SAMPLE_RATE = 1;

/** Crash reporting: module boundaries and failed calls report through it. */
export interface ErrorReporter {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  /** A timing or step worth seeing in aggregate (sampled per page view). */
  trace(name: string, data?: Record<string, unknown>): void;
}

/** What one report says before the sender adds the deployment, release and time. */
export type ErrorReport =
  | {
      type: 'error';
      error: { name: string; message: string; stack?: string };
      context: Record<string, unknown>;
    }
  | { type: 'trace'; name: string; data: Record<string, unknown> };

/**
 * The reporter the page holds from its first line: it samples and keeps reports (at most 20) until
 * `start` hands it the sender (report-sender.ts, loaded after the first paint), then sends through it.
 */
export interface QueuedReporter extends ErrorReporter {
  start(send: (report: ErrorReport) => void): void;
}

/** What the reporter needs to decide whether anything is reported at all. */
export interface ErrorReporterOptions {
  deployment: DeploymentName;
  /** Where reports go; without one nothing is reported. */
  endpoint: string | undefined;
  random?: () => number;
}

/** A reporter that drops everything: pages without an endpoint, and local mode sending off the machine (R9.16). */
export const silentReporter: QueuedReporter = {
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

/** A small reporter without a vendor SDK: samples from the start, sends once started. */
export function createErrorReporter({
  deployment,
  endpoint,
  random = Math.random,
}: ErrorReporterOptions): QueuedReporter {
  // R9.16 "off in local mode": a local build reports nothing to any outside service. Its reports go
  // only to a same-origin address, the local gateway's collector, so developers still see them.
  if (!endpoint || (deployment === 'local' && !isSameOrigin(endpoint))) return silentReporter;
  const tracesOn = random() < TRACES_SAMPLE_RATE;
  let send: ((report: ErrorReport) => void) | undefined;
  const waiting: ErrorReport[] = [];
  const post = (report: ErrorReport) => {
    if (send) send(report);
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
    start(sender) {
      if (send) return;
      send = sender;
      waiting.splice(0).forEach(sender);
    },
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
