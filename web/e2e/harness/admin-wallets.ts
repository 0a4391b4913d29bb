/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import { adminGraphQL } from './admin-session';

/** A customer's wallet as Personal Settings lists it (`customerWallets`). */
export interface CustomerWalletRow {
  customer: { id: number; name: string; email: string };
  ordersCount: number;
  totalCredited: string;
  balance: string;
}

/** One page of customers with their wallets, newest first, as the API answers it: the oracle of Personal Settings. */
export async function fetchCustomerWallets(shopUrl: string, token: string, { search, offset = 0, limit = 24 }: { search?: string; offset?: number; limit?: number } = {}) {
  const data = await adminGraphQL<{ customerWallets: { total: number; customers: CustomerWalletRow[] } }>(
    shopUrl,
    token,
    `query WalletsOracle($search: String, $page: PageInput) {
      customerWallets(search: $search, page: $page) { total customers { customer { id name email } ordersCount totalCredited balance } }
    }`,
    { search, page: { offset, limit } },
  );
  return data.customerWallets;
}

/** The customer with this e-mail, with their wallet. */
export async function customerWalletByEmail(shopUrl: string, token: string, email: string): Promise<CustomerWalletRow> {
  const { customers } = await fetchCustomerWallets(shopUrl, token, { search: email });
  const found = customers.find((row) => row.customer.email === email);
  if (!found) throw new Error(`No customer has the e-mail ${email}`);
  return found;
}

/** Credits (positive) or debits (negative) a wallet through the API, as Manage does, to arrange a balance. */
export async function adjustWalletThroughApi(shopUrl: string, token: string, customerId: number, amount: string, reason: string) {
  const data = await adminGraphQL<{ adjustWallet: { balance: string; totalCredited: string } }>(
    shopUrl,
    token,
    `mutation ArrangeWallet($customerId: Int!, $amount: String!, $reason: String!, $idempotencyKey: String) {
      adjustWallet(customerId: $customerId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) { balance totalCredited }
    }`,
    { customerId, amount, reason, idempotencyKey: randomUUID() },
  );
  return data.adjustWallet;
}

/** Whether the ledger adds up: every wallet the sum of its entries, every transfer netting to zero. */
export async function ledgerReconciliation(shopUrl: string, token: string) {
  const data = await adminGraphQL<{ ledgerReconciliation: { ok: boolean; mismatchedWallets: number[]; unbalancedTransfers: number } }>(
    shopUrl,
    token,
    'query LedgerOracle { ledgerReconciliation { ok mismatchedWallets unbalancedTransfers } }',
  );
  return data.ledgerReconciliation;
}

/** A wallet movement as the API gives it in a profile or to the gamer. */
export interface WalletEntryRow {
  amount: string;
  balanceAfter: string;
  kind: string;
  ref: string;
  reason: string | null;
  at: string;
}

/** What View Profile shows about a customer, as the API answers it. */
export async function fetchCustomerProfile(shopUrl: string, token: string, customerId: number) {
  const data = await adminGraphQL<{
    customerProfile: {
      wallet: CustomerWalletRow & { customer: { createdAt: string; picture: string | null } };
      recentOrders: { number: string; status: string; total: string; createdAt: string }[];
      walletEntries: WalletEntryRow[];
      recentTransactions: { id: number; type: string; status: string; amount: string; method: string; date: string }[];
    };
  }>(
    shopUrl,
    token,
    `query ProfileOracle($customerId: Int!) { customerProfile(customerId: $customerId) {
      wallet { customer { id name email picture createdAt } ordersCount totalCredited balance }
      recentOrders { number status total createdAt }
      walletEntries { amount balanceAfter kind ref reason at }
      recentTransactions { id type status amount method date }
    } }`,
    { customerId },
  );
  return data.customerProfile;
}
