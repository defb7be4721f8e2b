/**
 * The longest a tap that replaces the page waits for its analytics. Long enough for Sensors (about
 * 50 kB gzip) to arrive on a good mobile connection once the tap has hurried it; short enough that
 * the tap still reads as answered (the engine holds further taps for 3000 ms anyway, R9.03).
 */
export const LEAVE_WAIT_MS = 500;

/** The parts of `window` the bound is measured with. */
export interface LeaveHost {
  setTimeout: (callback: () => void, ms: number) => unknown;
  document: { documentElement: Partial<Pick<Element, 'animate'>> };
}

/**
 * Settles after `ms` by the page's timers or by the document's animation timeline, whichever comes
 * first. The timeline runs on the display's clock, not on the timers: a page whose timers are held
 * back (throttled, frozen, or a test's paused clock) is still bounded.
 */
export function bound(host: LeaveHost, ms: number): Promise<void> {
  return new Promise((done) => {
    host.setTimeout(done, ms);
    host.document.documentElement.animate?.(null, ms).finished.then(() => done(), done);
  });
}

/**
 * Runs `go`, which replaces the page, once what it has to wait for is over (see `createLeaving`);
 * settles when `go` has (a promise it answers is waited for, and its failure passed on).
 */
export type Leave = (go: () => unknown) => Promise<void>;

/**
 * Before the page is replaced (a same-tab navigation, history back, the app's back, a mini-program
 * tab switch, relaunch or back), the analytics calls made so far must have left it, or the unload
 * loses them (a tap's event made while Sensors still loads). `flush` settles once they have; `go`
 * runs then (at once when none waits), or at `LEAVE_WAIT_MS` at the latest. While one leave waits,
 * another is dropped: the page is replaced once.
 */
export function createLeaving(
  host: LeaveHost,
  flush: () => Promise<void>,
  ms = LEAVE_WAIT_MS,
): Leave {
  let leaving: Promise<void> | undefined;
  return (go) => {
    if (leaving) return leaving;
    const sent = Promise.resolve()
      .then(flush)
      .catch(() => undefined);
    leaving = Promise.race([sent, bound(host, ms)]).then(async () => {
      leaving = undefined;
      await go();
    });
    return leaving;
  };
}
