import { describe, expect, test, vi } from 'vitest';
import type { Dispatch } from '../actions/use-action.tsx';
import { lazyDispatch } from './lazy-dispatch.ts';

describe('lazyDispatch', () => {
  test('the engine loads once, on the first intent, and receives every intent in order', async () => {
    const received: string[] = [];
    const load = vi.fn(async (): Promise<Dispatch> => (intent) => void received.push(intent.kind));
    const dispatch = lazyDispatch(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([dispatch({ kind: 'back' }), dispatch({ kind: 'share' })]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(received).toEqual(['back', 'share']);
  });

  test('a failed load is tried again on the next intent', async () => {
    const engine: Dispatch = vi.fn();
    const load = vi
      .fn<() => Promise<Dispatch>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(engine);
    const dispatch = lazyDispatch(load);
    await expect(dispatch({ kind: 'back' })).rejects.toThrow('chunk failed');
    await dispatch({ kind: 'back' });
    expect(engine).toHaveBeenCalledWith({ kind: 'back' });
  });
});
