import type { MockedResponse } from '@apollo/client/testing';
import type { Permission, RobuxAccountStatus } from '../../gql/graphql';
import type { CurrentAdmin } from '../admin-shell/current-admin';
import { PERMISSIONS_OF } from '../admin-shell/test-admins';
import { StaffRobuxAccountsQuery } from './robux-accounts-page';

/** Test data for Manage Roblox Accounts: listings as staffRobuxAccounts answers them, and admins as `me` describes them. */
export function listing(id: string, fields: { status?: RobuxAccountStatus; hasLogin?: boolean; orderNumber?: string | null; robux?: number; rate?: string; price?: string; accountType?: string; guaranteeDays?: number; notes?: string | null } = {}) {
  return {
    __typename: 'StaffRobuxAccount' as const,
    id,
    robux: 1500,
    rate: '100.00',
    price: '150.00',
    accountType: 'Email verified',
    guaranteeDays: 3,
    notes: null,
    status: 'AVAILABLE' as RobuxAccountStatus,
    hasLogin: true,
    orderNumber: null,
    ...fields,
  };
}

export type TestListing = ReturnType<typeof listing>;

const admin = (role: CurrentAdmin['role'], permissions: readonly Permission[]): CurrentAdmin => ({ id: 1, name: 'Somchai Boss', email: 'boss@example.com', role, permissions });
export const ACCOUNTS_ADMIN = admin('ADMIN', PERMISSIONS_OF.ADMIN);
export const ACCOUNTS_SUPER_ADMIN = admin('SUPER_ADMIN', PERMISSIONS_OF.SUPER_ADMIN);

export interface ListingsVariables {
  status?: RobuxAccountStatus | null;
  search?: string | null;
  page: { offset: number; limit: number };
}

/**
 * Answers every StaffRobuxAccounts request as the server would (status, then a search of id or type, then the
 * page asked for) from `listings()` at the time of the request; remembers the variables each request carried.
 */
export function listingsServer(listings: () => readonly TestListing[]) {
  const sent: ListingsVariables[] = [];
  const mock: MockedResponse = {
    request: { query: StaffRobuxAccountsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 5,
    result: (variables: Record<string, unknown>) => {
      const { status, search, page } = variables as unknown as ListingsVariables;
      sent.push({ status, search, page });
      const needle = search?.toLowerCase();
      const found = listings().filter(
        (entry) => (!status || entry.status === status) && (!needle || `${entry.id} ${entry.accountType}`.toLowerCase().includes(needle)),
      );
      return {
        data: {
          staffRobuxAccounts: {
            __typename: 'StaffRobuxAccountPage',
            total: found.length,
            items: found.slice(page.offset, page.offset + page.limit),
          },
        },
      };
    },
  };
  return { sent, mock };
}
