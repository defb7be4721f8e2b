import { afterEach, expect, test, vi } from 'vitest';
import { DeadlineExceeded, withDeadline } from './deadline.ts';

afterEach(() => {
  vi.useRealTimers();
});

test('R9.12 work still running at the deadline is aborted and rejected with DeadlineExceeded', async () => {
  vi.useFakeTimers();
  let seen: AbortSignal | undefined;
  const outcome = withDeadline((signal) => {
    seen = signal;
    return new Promise<never>(() => undefined);
  }, 180_000).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(179_999);
  expect(seen?.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await outcome).toBeInstanceOf(DeadlineExceeded);
  expect(seen?.aborted).toBe(true);
});

test('work that finishes in time gives its result and leaves no timer', async () => {
  vi.useFakeTimers();
  await expect(withDeadline(async () => 'done', 1000)).resolves.toBe('done');
  expect(vi.getTimerCount()).toBe(0);
});

test('an outer abort stops the work with its reason', async () => {
  const outer = new AbortController();
  const outcome = withDeadline(() => new Promise<never>(() => undefined), 1000, outer.signal);
  outer.abort(new Error('left the page'));
  await expect(outcome).rejects.toThrow('left the page');
});

test('an outer signal already aborted stops at once', async () => {
  const outer = new AbortController();
  outer.abort(new Error('gone'));
  const work = vi.fn(() => new Promise<never>(() => undefined));
  await expect(withDeadline(work, 1000, outer.signal)).rejects.toThrow('gone');
});
