/** The spec's browser storage key of the shopper's token (the session keeps it; the live socket reads it). */
export const USER_TOKEN_KEY = 'userToken';

/** localStorage that never throws: private windows and full quotas just forget. */
export const browserStorage = {
  read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    try {
      const text = window.localStorage.getItem(key);
      if (text === null) return null;
      const value: unknown = JSON.parse(text);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  },
  readText(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
