import { expect, test } from 'vitest';
import { browserStorage } from './storage.ts';

test('is server-safe: without window it keeps values in memory', () => {
  expect(typeof window).toBe('undefined');
  const storage = browserStorage('session');
  expect(storage.get('token')).toBeUndefined();
  storage.set('token', 'abc');
  expect(storage.get('token')).toBe('abc');
  storage.remove('token');
  expect(storage.get('token')).toBeUndefined();
});
