/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import { test, type ShopUnderTest } from './browser-test';
import { takePromptPay } from './checkout-account';
import { startRobloxUsersServer } from './roblox-users-server';
import { startShop } from './shop-server';

/**
 * `test` with a private shop (its Roblox username check asking a local stand-in): accounts bought here are
 * sold once and for all, and the shared shop keeps the 41 demo listings the other storefront tests see.
 */
export const accountsShopTest = test.extend('shop', { scope: 'file' }, async ({}, { onCleanup }): Promise<ShopUnderTest> => {
  const roblox = await startRobloxUsersServer();
  const shop = await startShop({ ROBLOX_LOOKUP: 'on', ROBLOX_USERS_API_URL: roblox.url }).catch(async (error: unknown) => {
    await roblox.close();
    throw error;
  });
  // A fixture has one clean-up: the shop first, then the stand-in it was asking.
  onCleanup(async () => {
    try {
      await shop.stop();
    } finally {
      await roblox.close();
    }
  });
  await takePromptPay(shop.url);
  return { url: shop.url, outsideHostsAllowed: [] };
});

/** A listing for sale as the public REST API gives it (`GET /api/robux-accounts`). */
export interface ListedAccount {
  id: string;
  robux: number;
  rate: string;
  price: string;
  acc_type: string;
  guarantee_days: number;
  notes: string | null;
}

export interface AccountListing {
  items: ListedAccount[];
  total: number;
  all_count: number;
  rate_counts: { rate: string; count: number }[];
}

export type ListingSort = 'rate_asc' | 'rate_desc' | 'price_asc' | 'price_desc';

/** One page of the listings (10 a page, as the table shows them), the oracle the table is compared with. */
export async function fetchListingPage(shopUrl: string, { rate, sort = 'rate_asc', page = 1, pageSize = 10 }: { rate?: string; sort?: ListingSort; page?: number; pageSize?: number } = {}) {
  const query = new URLSearchParams({ sort, page: String(page), page_size: String(pageSize) });
  if (rate !== undefined) query.set('rate', rate);
  const response = await fetch(`${shopUrl}/api/robux-accounts?${query}`);
  if (!response.ok) throw new Error(`GET /api/robux-accounts?${query} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as AccountListing;
}

/** Every listing a filter shows, in its order. */
export async function fetchAllListings(shopUrl: string, filter: { rate?: string; sort?: ListingSort } = {}): Promise<ListedAccount[]> {
  const rows: ListedAccount[] = [];
  for (let page = 1; ; page += 1) {
    const found = await fetchListingPage(shopUrl, { ...filter, page, pageSize: 100 });
    rows.push(...found.items);
    if (rows.length >= found.total || found.items.length === 0) return rows;
  }
}

/** Whether the public API still sells the listing (its Detail answers 404 once it is reserved or sold). */
export async function isForSale(shopUrl: string, id: string): Promise<boolean> {
  const response = await fetch(`${shopUrl}/api/robux-accounts/${encodeURIComponent(id)}`);
  await response.body?.cancel();
  return response.ok;
}

/** Places an order of one listing for a shopper, as checkout does (POST /api/orders); answers the order number. */
export async function placeAccountOrder(shopUrl: string, token: string, accountId: string, robloxUsername: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [{ account_id: accountId, quantity: 1 }], roblox_username: robloxUsername, idempotency_key: randomUUID() }),
  });
  const body = (await response.json()) as { number?: string };
  if (response.status !== 201 || !body.number) throw new Error(`POST /api/orders answered ${response.status}: ${JSON.stringify(body)}`);
  return body.number;
}
