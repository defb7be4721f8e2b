import type { KeyValueStorage } from '../../lib/key-value-storage.ts';

/** The logged-in user as kept locally (R6.01: user id stored locally). */
export interface LoginUser {
  id: string;
  encryId?: string;
  mobile?: string;
}

/** Local storage key of the logged-in user. */
export const USER_STORAGE_KEY = 'bc.user';

/**
 * Who is logged in, read from local storage: what every page needs at once (the headers of each
 * call, the action context, a tap's login-first check) without the login code itself, which loads
 * on first need and writes here.
 */
export interface SessionUser {
  user(): LoginUser | undefined;
  isLoggedIn(): boolean;
  /** Calls `listener` on every login and logout; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Keeps a user who just logged in and tells the listeners. */
  keep(user: LoginUser): void;
  /** Forgets the user and tells the listeners. */
  forget(): void;
}

function readUser(storage: KeyValueStorage): LoginUser | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.get(USER_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { id, encryId, mobile } = parsed as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') return undefined;
    return {
      id,
      ...(typeof encryId === 'string' ? { encryId } : {}),
      ...(typeof mobile === 'string' ? { mobile } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The session user over local storage (a corrupt stored user counts as logged out). */
export function createSessionUser(storage: KeyValueStorage): SessionUser {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    user: () => readUser(storage),
    isLoggedIn: () => readUser(storage) !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keep(user) {
      storage.set(USER_STORAGE_KEY, JSON.stringify(user));
      changed();
    },
    forget() {
      storage.remove(USER_STORAGE_KEY);
      changed();
    },
  };
}
