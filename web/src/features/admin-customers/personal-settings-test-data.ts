import type { MockedResponse } from '@apollo/client/testing';
import type { Permission } from '../../gql/graphql';
import type { CurrentAdmin } from '../admin-shell/current-admin';
import { CustomerWalletsQuery } from './personal-settings-page';

/** Test data for Personal Settings: customers' wallets, and admins as `me { permissions }` describes them. */
export const customer = (id: number, name: string, email: string) => ({ __typename: 'Customer' as const, id, name, email });

export const walletOf = (who: ReturnType<typeof customer>, balance: string, totalCredited = '5000.00') => ({
  __typename: 'CustomerWallet' as const,
  ordersCount: who.id * 3,
  totalCredited,
  balance,
  customer: who,
});

export type TestWallet = ReturnType<typeof walletOf>;

const admin = (permissions: readonly Permission[]): CurrentAdmin => ({ id: 1, name: 'Somchai Boss', email: 'boss@example.com', role: 'ADMIN', permissions });
export const WALLET_MANAGER = admin(['VIEW_CUSTOMERS', 'MANAGE_ORDERS', 'MANAGE_WALLETS']);
export const CUSTOMER_VIEWER = admin(['VIEW_CUSTOMERS']);

interface WalletsVariables {
  search?: string | null;
  page: { offset: number; limit: number };
}

/**
 * Answers every CustomerWallets request as the server would (search by name or e-mail, then the page asked for),
 * from `wallets()` at the time of the request; remembers the variables each request carried.
 */
export function walletsServer(wallets: () => readonly TestWallet[], { delay = 10 } = {}) {
  const sent: WalletsVariables[] = [];
  const mock: MockedResponse = {
    request: { query: CustomerWalletsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay,
    result: (variables: Record<string, unknown>) => {
      const { search, page } = variables as unknown as WalletsVariables;
      sent.push({ search, page });
      const needle = search?.toLowerCase();
      const found = wallets().filter(({ customer: who }) => !needle || `${who.name} ${who.email}`.toLowerCase().includes(needle));
      return {
        data: {
          customerWallets: { __typename: 'CustomerWalletPage', total: found.length, customers: found.slice(page.offset, page.offset + page.limit) },
        },
      };
    },
  };
  return { sent, mock };
}
