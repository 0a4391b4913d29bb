import { useSyncExternalStore } from 'react';
import type { AdminRole } from '../../gql/graphql';
import { browserStorage } from '../../lib/browser-storage';
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY } from './admin-apollo-client';

/** What `adminData` holds (the spec's admin object). Only a hint for the next visit: the `me` query is the truth. */
export interface StoredAdmin {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The dashboard session lives in browser storage under the spec's keys; this keeps React and the
 * Apollo error link (which signs out on UNAUTHENTICATED) looking at the same place.
 */
export const adminSession = {
  token(): string | null {
    return browserStorage.readText(ADMIN_TOKEN_KEY);
  },
  signIn(token: string, admin: StoredAdmin): void {
    browserStorage.write(ADMIN_TOKEN_KEY, token);
    browserStorage.write(ADMIN_DATA_KEY, admin);
    notify();
  },
  /** Keeps `adminData` in step with what the server says about the signed-in admin. */
  remember(admin: StoredAdmin): void {
    browserStorage.write(ADMIN_DATA_KEY, admin);
  },
  signOut(): void {
    browserStorage.remove(ADMIN_TOKEN_KEY);
    browserStorage.remove(ADMIN_DATA_KEY);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Signing out in another tab signs this one out too.
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
};

/** The stored admin token; re-renders when it is stored or removed. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(adminSession.subscribe, adminSession.token);
}
