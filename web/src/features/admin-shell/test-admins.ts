/**
 * Test data: what `me { permissions }` answers for each role today (the server's rule table is
 * api/src/modules/auth/permissions.ts). The dashboard itself never derives permissions from a role.
 */
import type { Permission } from '../../gql/graphql';
import type { CurrentAdmin } from './current-admin';

const EDITOR: readonly Permission[] = ['MANAGE_CATALOGUE'];
const ADMIN: readonly Permission[] = [
  ...EDITOR,
  'MANAGE_PAYMENTS',
  'VIEW_REPORTS',
  'VIEW_TRANSACTIONS',
  'VIEW_CUSTOMERS',
  'MANAGE_ORDERS',
  'MANAGE_WALLETS',
  'MANAGE_ROBUX_ACCOUNTS',
  'ANSWER_SUPPORT',
];
const SUPER_ADMIN: readonly Permission[] = [...ADMIN, 'REVEAL_ACCOUNT_LOGINS', 'MANAGE_ADMINS', 'VIEW_AUDIT_LOG', 'VIEW_MAIL_LOG'];

export const PERMISSIONS_OF = { EDITOR, ADMIN, SUPER_ADMIN } as const;

export const SIGNED_IN_SUPER_ADMIN: CurrentAdmin = {
  id: 1,
  name: 'Somchai Boss',
  email: 'boss@example.com',
  role: 'SUPER_ADMIN',
  permissions: SUPER_ADMIN,
};

export const SIGNED_IN_EDITOR: CurrentAdmin = { ...SIGNED_IN_SUPER_ADMIN, role: 'EDITOR', permissions: EDITOR };
