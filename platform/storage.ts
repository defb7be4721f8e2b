import type { KeyValueStorage } from '../lib/key-value-storage.ts';

export type { KeyValueStorage } from '../lib/key-value-storage.ts';

/** Which browser storage: per tab (`session`) or kept across visits (`local`). */
export type StorageKind = 'session' | 'local';

/** The fake and the fallback: a map that lives as long as the page. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

function webStorage(kind: StorageKind): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Some browsers throw on merely reading the property (storage disabled, sandboxed frames).
    return undefined;
  }
}

/**
 * The browser's session or local storage. Safari's private mode throws on setItem and some
 * browsers throw on access; whatever the browser refuses is kept in memory instead, so the page goes
 * on working for the visit. Touches `window` only when used, so it is server-safe.
 */
export function browserStorage(kind: StorageKind): KeyValueStorage {
  const memory = memoryStorage();
  return {
    get: (key) => {
      const kept = memory.get(key);
      if (kept !== undefined) return kept;
      try {
        return webStorage(kind)?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      try {
        const storage = webStorage(kind);
        if (storage === undefined) throw new Error('storage unavailable');
        storage.setItem(key, value);
        memory.remove(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove: (key) => {
      memory.remove(key);
      try {
        webStorage(kind)?.removeItem(key);
      } catch {
        // Nothing to forget in a storage the browser refuses.
      }
    },
  };
}
