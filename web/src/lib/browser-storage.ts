/** The spec's browser storage key of the shopper's token (the session keeps it; the live socket reads it). */
export const USER_TOKEN_KEY = 'userToken';

/**
 * What the browser would not store (a private window, a full quota, storage turned off), by key: kept for this
 * page instead, so a cart or a sign-in still works until the page goes. null: removed.
 */
const keptInPage = new Map<string, string | null>();

/** localStorage that never throws: where the browser will not store, the page keeps the value while it is open. */
export const browserStorage = {
  read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    const text = browserStorage.readText(key);
    if (text === null) return null;
    try {
      const value: unknown = JSON.parse(text);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  },
  readText(key: string): string | null {
    if (keptInPage.has(key)) return keptInPage.get(key) ?? null;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    try {
      window.localStorage.setItem(key, text);
      keptInPage.delete(key);
    } catch {
      keptInPage.set(key, text);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
      keptInPage.delete(key);
    } catch {
      keptInPage.set(key, null);
    }
  },
};

/**
 * The readers of some stored keys, for a store React reads (useSyncExternalStore): `notify` tells them after this
 * page wrote the keys; another tab's writes (or its clearing the storage) tell them by themselves, so a cart filled
 * or a sign-out there shows here too. The browser reports a write only to the other tabs.
 */
export function storedKeyReaders(keys: readonly string[]): { subscribe(listener: () => void): () => void; notify(): void } {
  const listeners = new Set<() => void>();
  const heard = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', heard);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', heard);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
