// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { browserStorage, memoryStorage } from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('memoryStorage', () => {
  test('keeps, returns and forgets strings', () => {
    const storage = memoryStorage();
    expect(storage.get('token')).toBeUndefined();
    storage.set('token', 'abc');
    expect(storage.get('token')).toBe('abc');
    storage.remove('token');
    expect(storage.get('token')).toBeUndefined();
  });
});

describe('browserStorage', () => {
  test.each([
    ['session', () => window.sessionStorage],
    ['local', () => window.localStorage],
  ] as const)('writes through to the browser %s storage', (kind, native) => {
    const storage = browserStorage(kind);
    storage.set('userId', '42');
    expect(native().getItem('userId')).toBe('42');
    expect(storage.get('userId')).toBe('42');
    storage.remove('userId');
    expect(native().getItem('userId')).toBeNull();
  });

  test('reads what the page stored before the adapter existed', () => {
    window.localStorage.setItem('userId', '7');
    expect(browserStorage('local').get('userId')).toBe('7');
  });

  test('falls back to memory when setItem throws (Safari private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const storage = browserStorage('session');
    expect(() => storage.set('token', 'abc')).not.toThrow();
    expect(storage.get('token')).toBe('abc');
    storage.remove('token');
    expect(storage.get('token')).toBeUndefined();
  });

  test('falls back to memory when reading the storage property throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = browserStorage('local');
    expect(storage.get('userId')).toBeUndefined();
    storage.set('userId', '42');
    expect(storage.get('userId')).toBe('42');
  });

  test('falls back to memory when getItem throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = browserStorage('session');
    expect(storage.get('token')).toBeUndefined();
    storage.set('token', 'abc');
    expect(storage.get('token')).toBe('abc');
  });
});
