import { describe, expect, test, vi } from 'vitest';
import { firstThenFresh } from './first-then-fresh.ts';

describe('firstThenFresh', () => {
  test('the first call answers the early load; a retry loads afresh', async () => {
    const fresh = vi.fn(async () => 'fresh');
    const load = firstThenFresh(Promise.resolve('early'), fresh);
    await expect(load(new AbortController().signal)).resolves.toBe('early');
    expect(fresh).not.toHaveBeenCalled();
    await expect(load(new AbortController().signal)).resolves.toBe('fresh');
  });

  test('an early load that failed is not answered again: the retry asks anew', async () => {
    const fresh = vi.fn(async () => 'fresh');
    const load = firstThenFresh(Promise.reject(new Error('offline')), fresh);
    await expect(load(new AbortController().signal)).rejects.toThrow('offline');
    await expect(load(new AbortController().signal)).resolves.toBe('fresh');
  });

  test('without an early load every call loads', async () => {
    const fresh = vi.fn(async () => 'fresh');
    await firstThenFresh(undefined, fresh)(new AbortController().signal);
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});
