// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useCountdown } from './use-countdown.ts';
import type { TimeInput } from '../lib/time.ts';
import { createServerClock } from '../lib/server-clock.ts';

const START = new Date(2024, 5, 15, 12, 0, 0).getTime();

function Clock({ target, onEnd }: { target: TimeInput; onEnd?: () => void }) {
  const left = useCountdown(target, onEnd ? { onEnd } : {});
  return <output>{left === null ? 'unknown' : String(left)}</output>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  test('R4.16 countdown: checks once a second until the target time, then fires a callback once', () => {
    const onEnd = vi.fn();
    const { container } = render(<Clock target={START + 3000} onEnd={onEnd} />);
    expect(container.textContent).toBe('unknown');
    act(() => vi.advanceTimersByTime(0));
    expect(container.textContent).toBe('3000');
    act(() => vi.advanceTimersByTime(999));
    expect(container.textContent).toBe('3000');
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('2000');
    act(() => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('1000');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('0');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('R9.12 countdown tick 1000 ms: one pending check at a time', () => {
    render(<Clock target={START + 60_000} />);
    act(() => vi.advanceTimersByTime(0));
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(vi.getTimerCount()).toBe(1);
  });

  test('R4.16 a target already passed fires once at the first check', () => {
    const onEnd = vi.fn();
    const { container } = render(<Clock target={START - 1} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(0));
    expect(container.textContent).toBe('0');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  test('a server date string is a target', () => {
    const { container } = render(<Clock target="2024-06-15 12:00:05" />);
    act(() => vi.advanceTimersByTime(0));
    expect(container.textContent).toBe('5000');
  });

  test('no target, no timer and no callback', () => {
    const onEnd = vi.fn();
    const { container } = render(<Clock target={null} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(container.textContent).toBe('unknown');
    expect(onEnd).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('unmounting stops the checks', () => {
    const onEnd = vi.fn();
    const { unmount } = render(<Clock target={START + 2000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).not.toHaveBeenCalled();
  });

  test('a new target starts a new countdown', () => {
    const onEnd = vi.fn();
    const { container, rerender } = render(<Clock target={START + 1000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Clock target={START + 4000} onEnd={onEnd} />);
    expect(container.textContent).toBe('unknown');
    act(() => vi.advanceTimersByTime(3000));
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  test('server-safe: renders on the server without a clock reading', () => {
    expect(renderToString(<Clock target={START + 3000} />)).toContain('unknown');
  });
});

describe('R4.16 on the server clock', () => {
  test('a target between seconds is checked on whole seconds before it, the last check on it', () => {
    const onEnd = vi.fn();
    const { container } = render(<Clock target={START + 2500} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(0));
    expect(container.textContent).toBe('2500');
    act(() => vi.advanceTimersByTime(500));
    expect(container.textContent).toBe('2000');
    act(() => vi.advanceTimersByTime(1999));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  test('on the server clock a phone a day behind still fires at the target', () => {
    const serverNow = START;
    vi.setSystemTime(START - 24 * 60 * 60 * 1000);
    const serverClock = createServerClock();
    serverClock.observeDate(
      new Date(serverNow).toUTCString(),
      performance.now(),
      performance.now(),
    );
    const onEnd = vi.fn();
    function OnServerClock() {
      const left = useCountdown(serverNow + 3000, { onEnd, now: serverClock.now });
      return <output>{String(left)}</output>;
    }
    render(<OnServerClock />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
