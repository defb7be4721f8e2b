import type { KeyValueStorage } from './key-value-storage.ts';

/** One local cache entry as stored (spec §3): when it was stored, the value, and its lifetime in ms. */
export interface CacheEntry<T> {
  time: number;
  value: T;
  expire: number;
}

/** Stores `value` under `key` for `ttlMs` milliseconds from `now`. */
export function writeCache<T>(
  storage: KeyValueStorage,
  key: string,
  value: T,
  ttlMs: number,
  now = Date.now(),
): void {
  const entry: CacheEntry<T> = { time: now, value, expire: ttlMs };
  storage.set(key, JSON.stringify(entry));
}

function isEntry(parsed: unknown): parsed is CacheEntry<unknown> {
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return false;
  const { time, expire } = parsed as { time?: unknown; expire?: unknown };
  return (
    typeof time === 'number' &&
    Number.isFinite(time) &&
    typeof expire === 'number' &&
    !Number.isNaN(expire)
  );
}

/**
 * The value stored under `key`, or undefined when there is none, it has expired, or the stored text
 * is not a cache entry. Expired and corrupt entries are removed; nothing here throws.
 */
export function readCache<T>(
  storage: KeyValueStorage,
  key: string,
  now = Date.now(),
): T | undefined {
  const text = storage.get(key);
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    storage.remove(key);
    return undefined;
  }
  if (!isEntry(parsed) || now >= parsed.time + parsed.expire) {
    storage.remove(key);
    return undefined;
  }
  // The caller names the type it wrote; the stored JSON is trusted as far as the entry's shape.
  return parsed.value as T;
}
