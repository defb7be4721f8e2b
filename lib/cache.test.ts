import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../platform/storage.ts';
import { readCache, writeCache } from './cache.ts';

const stored = 1_700_000_000_000;
const minute = 60_000;

describe('local cache entry: time stored, value, expire', () => {
  test('stores the time, the value and the lifetime as JSON', () => {
    const storage = memoryStorage();
    writeCache(storage, 'captcha', { failures: 3 }, minute, stored);
    expect(JSON.parse(storage.get('captcha') ?? '')).toEqual({
      time: stored,
      value: { failures: 3 },
      expire: minute,
    });
  });

  test.each([
    ['just stored', 0, { failures: 3 }],
    ['1 ms before expiry', minute - 1, { failures: 3 }],
    ['at expiry', minute, undefined],
    ['long after expiry', 10 * minute, undefined],
  ])('read %s', (_case, elapsed, expected) => {
    const storage = memoryStorage();
    writeCache(storage, 'captcha', { failures: 3 }, minute, stored);
    expect(readCache(storage, 'captcha', stored + elapsed)).toEqual(expected);
  });

  test('an expired entry is removed', () => {
    const storage = memoryStorage();
    writeCache(storage, 'captcha', 1, minute, stored);
    readCache(storage, 'captcha', stored + minute);
    expect(storage.get('captcha')).toBeUndefined();
  });

  test('a missing key reads as undefined', () => {
    expect(readCache(memoryStorage(), 'nothing', stored)).toBeUndefined();
  });

  test.each([
    ['not JSON', '{"time":'],
    ['JSON but not an entry', '"plain"'],
    ['null', 'null'],
    ['no value', JSON.stringify({ time: stored, expire: minute })],
    ['time not a number', JSON.stringify({ time: 'now', value: 1, expire: minute })],
    ['expire missing', JSON.stringify({ time: stored, value: 1 })],
  ])('a corrupt entry (%s) reads as undefined and is removed, never thrown', (_case, text) => {
    const storage = memoryStorage();
    storage.set('captcha', text);
    expect(() => readCache(storage, 'captcha', stored)).not.toThrow();
    expect(storage.get('captcha')).toBeUndefined();
  });

  test('falsy values survive the round trip', () => {
    const storage = memoryStorage();
    writeCache(storage, 'flag', false, minute, stored);
    expect(readCache(storage, 'flag', stored + 1)).toBe(false);
  });
});
