import type { KeyValueStorage } from '../../lib/key-value-storage.ts';

/** A fresh random key (UUID where the browser has it). */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The idempotency key of one submission attempt, reused by its retries. */
export interface IdempotencyKeys {
  /** The key for this payload: the same while the payload is unchanged (retries, double taps, reloads). */
  keyFor(payload: unknown): string;
  /**
   * Whether an attempt with this payload was sent and never settled (its key is still kept): the
   * answer was lost, so a record found now is that attempt's own.
   */
  unsettled(payload: unknown): boolean;
  /** Forgets the key after a success, so the next submission is a new record. */
  forget(): void;
}

/** Keys kept in `storage` (session storage) under `scope`, so a retry after a reload reuses them too. */
export function createIdempotencyKeys(
  storage: KeyValueStorage,
  scope: string,
  newKey: () => string = randomKey,
): IdempotencyKeys {
  const storageKey = `bc.signUp.key.${scope}`;
  /** The kept key when it was made for this payload. */
  const keptFor = (payload: unknown): string | undefined => {
    try {
      const kept: unknown = JSON.parse(storage.get(storageKey) ?? 'null');
      if (
        kept &&
        typeof kept === 'object' &&
        'fingerprint' in kept &&
        'key' in kept &&
        kept.fingerprint === JSON.stringify(payload) &&
        typeof kept.key === 'string'
      ) {
        return kept.key;
      }
    } catch {
      // A corrupt entry counts as none; keyFor replaces it.
    }
    return undefined;
  };
  return {
    keyFor(payload) {
      const kept = keptFor(payload);
      if (kept !== undefined) return kept;
      const key = newKey();
      storage.set(storageKey, JSON.stringify({ fingerprint: JSON.stringify(payload), key }));
      return key;
    },
    unsettled: (payload) => keptFor(payload) !== undefined,
    forget() {
      storage.remove(storageKey);
    },
  };
}
