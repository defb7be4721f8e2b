/**
 * A place that keeps strings by key: the browser's session or local storage, or a memory map in
 * tests. Declared here (not in platform/) so that api/ and lib/ can take one without importing
 * platform code; platform/storage.ts provides the implementations.
 */
export interface KeyValueStorage {
  /** The stored string, or undefined when the key is absent or unreadable. */
  get(key: string): string | undefined;
  /** Stores the string; never throws. */
  set(key: string, value: string): void;
  /** Forgets the key; never throws. */
  remove(key: string): void;
}
