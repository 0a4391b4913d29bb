import { createContext, useContext } from 'react';
import type { Permission } from '../../gql/graphql';
import type { StoredAdmin } from './admin-session';

/** The signed-in admin as the server describes them (`me`): who they are, and what their role grants. */
export interface CurrentAdmin extends StoredAdmin {
  permissions: readonly Permission[];
}

const CurrentAdminContext = createContext<CurrentAdmin | null>(null);

/** Provides the signed-in admin as the server described them (`me`) to every dashboard screen. */
export const CurrentAdminProvider = CurrentAdminContext.Provider;

/** The signed-in admin (name, e-mail, current role and permissions from the server); only inside the guarded dashboard. */
export function useCurrentAdmin(): CurrentAdmin {
  const admin = useContext(CurrentAdminContext);
  if (!admin) throw new Error('useCurrentAdmin is only available inside the signed-in dashboard');
  return admin;
}
