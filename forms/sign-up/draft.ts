import type { KeyValueStorage } from '../../lib/key-value-storage.ts';
import type { FieldValue } from '../field-model.ts';

/** The input of a form kept in session storage, so it survives failures and the login round trip. */
export interface DraftStore {
  load(): Record<string, FieldValue> | undefined;
  save(values: Readonly<Record<string, FieldValue>>): void;
  clear(): void;
}

function isFieldValue(value: unknown): value is FieldValue {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** A draft store under `scope` (the module id); what does not read back as field values is ignored. */
export function createDraftStore(storage: KeyValueStorage, scope: string): DraftStore {
  const key = `bc.signUp.draft.${scope}`;
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage.get(key) ?? 'null');
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          return undefined;
        return Object.fromEntries(
          Object.entries(parsed).filter((entry): entry is [string, FieldValue] =>
            isFieldValue(entry[1]),
          ),
        );
      } catch {
        return undefined;
      }
    },
    save(values) {
      storage.set(key, JSON.stringify(values));
    },
    clear() {
      storage.remove(key);
    },
  };
}
