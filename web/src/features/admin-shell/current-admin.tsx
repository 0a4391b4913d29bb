import { createContext, useContext } from 'react';
import type { StoredAdmin } from './admin-session';

const CurrentAdminContext = createContext<StoredAdmin | null>(null);

/** Provides the signed-in admin as the server described them (`me`) to every dashboard screen. */
export const CurrentAdminProvider = CurrentAdminContext.Provider;

/** The signed-in admin (name, e-mail and current role from the server); only inside the guarded dashboard. */
export function useCurrentAdmin(): StoredAdmin {
  const admin = useContext(CurrentAdminContext);
  if (!admin) throw new Error('useCurrentAdmin is only available inside the signed-in dashboard');
  return admin;
}
