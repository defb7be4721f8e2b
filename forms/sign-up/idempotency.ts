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
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      try {
        const kept: unknown = JSON.parse(storage.get(storageKey) ?? 'null');
        if (
          kept &&
          typeof kept === 'object' &&
          'fingerprint' in kept &&
          'key' in kept &&
          kept.fingerprint === fingerprint &&
          typeof kept.key === 'string'
        ) {
          return kept.key;
        }
      } catch {
        // A corrupt entry is replaced below.
      }
      const key = newKey();
      storage.set(storageKey, JSON.stringify({ fingerprint, key }));
      return key;
    },
    forget() {
      storage.remove(storageKey);
    },
  };
}
