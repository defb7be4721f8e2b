// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useVisiblePolling } from './use-visible-polling.ts';
import { resetVisibility, setVisibility } from './page-visibility.testing.ts';

function Poller({ poll }: { poll: (signal: AbortSignal) => Promise<unknown> }) {
  useVisiblePolling(poll, { everyMs: 1_000, maxMs: 4_000 });
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  resetVisibility();
});

test('polls every interval while visible, not while hidden, at once on coming back, never after unmount', async () => {
  vi.useFakeTimers();
  const poll = vi.fn(() => Promise.resolve());
  const { unmount } = render(<Poller poll={poll} />);
  expect(poll).not.toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTimeAsync(1_000));
  expect(poll).toHaveBeenCalledTimes(1);
  await act(async () => vi.advanceTimersByTimeAsync(1_000));
  expect(poll).toHaveBeenCalledTimes(2);
  act(() => setVisibility('hidden'));
  await act(async () => vi.advanceTimersByTimeAsync(10_000));
  expect(poll).toHaveBeenCalledTimes(2);
  act(() => setVisibility('visible'));
  expect(poll).toHaveBeenCalledTimes(3);
  unmount();
  await act(async () => vi.advanceTimersByTimeAsync(10_000));
  expect(poll).toHaveBeenCalledTimes(3);
});

test('backs off on failures (doubling up to the longest wait), and a success brings the pace back', async () => {
  vi.useFakeTimers();
  let failing = true;
  const poll = vi.fn(() => (failing ? Promise.reject(new Error('down')) : Promise.resolve()));
  render(<Poller poll={poll} />);
  const times: number[] = [];
  for (let elapsed = 0; elapsed < 16_000; elapsed += 500) {
    await act(async () => vi.advanceTimersByTimeAsync(500));
    if (poll.mock.calls.length > times.length) times.push(elapsed + 500);
  }
  // Waits of 1 s, then 2, 4, 4, 4 s after each failure.
  expect(times).toEqual([1_000, 3_000, 7_000, 11_000, 15_000]);
  failing = false;
  await act(async () => vi.advanceTimersByTimeAsync(4_000));
  const calls = poll.mock.calls.length;
  await act(async () => vi.advanceTimersByTimeAsync(1_000));
  expect(poll.mock.calls.length).toBe(calls + 1);
});
