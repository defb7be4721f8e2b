import { describe, expect, test, vi } from 'vitest';
import { createLeaving, LEAVE_WAIT_MS, type LeaveHost } from './leaving.ts';

/** A host whose timers and animation timeline move only when the test says so. */
function fakeHost({ timeline = false } = {}) {
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const animations: Array<{ ms: unknown; finish: () => void }> = [];
  const host: LeaveHost = {
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    document: {
      documentElement: timeline
        ? {
            animate: (_keyframes, ms) => {
              const finished = new Promise<void>((finish) => animations.push({ ms, finish }));
              return { finished } as unknown as Animation;
            },
          }
        : {},
    },
  };
  return { host, timers, animations };
}

/** A flush that settles when the test delivers. */
function pendingAnalytics() {
  let deliver!: () => void;
  const delivered = new Promise<void>((done) => (deliver = done));
  return { flush: vi.fn(() => delivered), deliver: () => deliver() };
}

/** Lets every settled promise run its callbacks. */
const drain = () => new Promise((done) => setImmediate(done));

describe('createLeaving', () => {
  test('with nothing waiting to be sent, the page is left at once: no timer has to fire', async () => {
    const { host } = fakeHost();
    const go = vi.fn();
    await createLeaving(host, () => Promise.resolve())(go);
    expect(go).toHaveBeenCalledTimes(1);
  });

  test('with events still on their way, the page is left once they have been sent', async () => {
    const { host } = fakeHost();
    const { flush, deliver } = pendingAnalytics();
    const go = vi.fn();
    const left = createLeaving(host, flush)(go);
    await drain();
    expect(go).not.toHaveBeenCalled();
    deliver();
    await left;
    expect(go).toHaveBeenCalledTimes(1);
  });

  test(`events never sent: the page is left at the cap (${LEAVE_WAIT_MS} ms by the page's timers)`, async () => {
    const { host, timers } = fakeHost();
    const go = vi.fn();
    const left = createLeaving(host, pendingAnalytics().flush)(go);
    await drain();
    expect(go).not.toHaveBeenCalled();
    expect(timers.map(({ ms }) => ms)).toEqual([LEAVE_WAIT_MS]);
    timers[0]?.callback();
    await left;
    expect(go).toHaveBeenCalledTimes(1);
  });

  test('timers frozen (a paused clock): the animation timeline bounds the wait', async () => {
    const { host, timers, animations } = fakeHost({ timeline: true });
    const go = vi.fn();
    const left = createLeaving(host, pendingAnalytics().flush)(go);
    await drain();
    expect(animations.map(({ ms }) => ms)).toEqual([LEAVE_WAIT_MS]);
    animations[0]?.finish();
    await left;
    expect(go).toHaveBeenCalledTimes(1);
    expect(timers).toHaveLength(1); // never fired
  });

  test('a second leave while the first waits (a double tap) is dropped: the page is left once', async () => {
    const { host } = fakeHost();
    const { flush, deliver } = pendingAnalytics();
    const leave = createLeaving(host, flush);
    const first = vi.fn();
    const second = vi.fn();
    const both = Promise.all([leave(first), leave(second)]);
    deliver();
    await both;
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  test('once left, a later leave (the page stayed, e.g. an app link) waits and goes again', async () => {
    const { host } = fakeHost();
    const leave = createLeaving(host, () => Promise.resolve());
    const go = vi.fn();
    await leave(go);
    await leave(go);
    expect(go).toHaveBeenCalledTimes(2);
  });

  test("a leave that goes through a call (the app's back) settles with it, and passes its failure on", async () => {
    const { host } = fakeHost();
    const leave = createLeaving(host, () => Promise.resolve());
    let answer!: () => void;
    let settled = false;
    const back = leave(() => new Promise<void>((done) => (answer = done))).then(
      () => (settled = true),
    );
    await drain();
    expect(settled).toBe(false);
    answer();
    await back;
    await expect(leave(() => Promise.reject(new Error('no bridge')))).rejects.toThrow('no bridge');
  });

  test('a flush that fails does not keep the page', async () => {
    const { host } = fakeHost();
    const go = vi.fn();
    await createLeaving(host, () => Promise.reject(new Error('no')))(go);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
