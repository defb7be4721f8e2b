import { describe, expect, test, vi } from 'vitest';
import { ANTI_DOUBLE_CLICK_MS } from '../../actions/guards.ts';
import { createTapGuard, MECHANIC_TAP_WINDOW_MS } from './tap-guard.ts';

describe('R9.03 anti-double-click default 3000 ms on every draw, open, buy, vote and like', () => {
  test('R9.03 the window is the action engine’s anti-double-click window', () => {
    expect(MECHANIC_TAP_WINDOW_MS).toBe(ANTI_DOUBLE_CLICK_MS);
  });

  test('R9.03 ten rapid taps run the action once', async () => {
    let time = 0;
    const guard = createTapGuard(() => time);
    const action = vi.fn(async () => undefined);
    await Promise.all(Array.from({ length: 10 }, () => guard(action)));
    time = 2999;
    await guard(action);
    expect(action).toHaveBeenCalledTimes(1);
    time = 3000;
    await guard(action);
    expect(action).toHaveBeenCalledTimes(2);
  });

  test('a tap while the action is under way is dropped, even after the window', async () => {
    let time = 0;
    const finishers: (() => void)[] = [];
    const guard = createTapGuard(() => time);
    const action = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const first = guard(action);
    time = 10_000;
    await guard(action);
    expect(action).toHaveBeenCalledTimes(1);
    finishers.forEach((finish) => finish());
    await first;
    void guard(action);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
