/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminUpload, solidPng, uniqueName } from './admin-catalogue-ui';
import { slipPicture } from './bank-slip';
import { test, type ShopUnderTest } from './browser-test';
import { takePromptPay } from './checkout-account';
import { confirmationCodeIn, latestMailTo, outboxOf } from './outbox';
import { startShop } from './shop-server';

/**
 * `test` with a private shop whose Roblox lookup is off: every order is placed with its username unverified
 * (as when Roblox cannot be asked), whatever the machine's network, and the shared shop's stock and sales
 * figures stay as the storefront tests expect them.
 */
export const ordersShopTest = test.extend('shop', { scope: 'file' }, async ({}, { onCleanup }): Promise<ShopUnderTest> => {
  const shop = await startShop({ ROBLOX_LOOKUP: 'off' });
  onCleanup(() => shop.stop());
  await takePromptPay(shop.url);
  return { url: shop.url, outsideHostsAllowed: [] };
});

async function restCall<T>(shopUrl: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${shopUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return { status: response.status, body: JSON.parse(text) as T };
}

export interface Shopper {
  token: string;
  user: { name: string; email: string; username: string; picture: string | null };
}

/** A new shopper account (REST register, then the link from its confirmation mail), signed in. */
export async function registerShopper(shopUrl: string): Promise<Shopper> {
  const username = `shopper_${Date.now().toString(36)}${Math.round(Math.random() * 1e4)}`;
  const email = `${username}@example.com`;
  await restCall(shopUrl, '/api/auth/register', { method: 'POST', body: { username, email, password: 'shopper-password-1' } });
  const token = confirmationCodeIn(await latestMailTo(outboxOf(shopUrl), email), shopUrl);
  const { body } = await restCall<Shopper>(shopUrl, '/api/auth/confirm-email', { method: 'POST', body: { token } });
  return body;
}

/** An order as REST shows it to its buyer (GET /api/orders/:number). */
export interface ShopperOrder {
  number: string;
  status: string;
  total: string;
  roblox_user: { id: string | null; name: string; verified: boolean };
  timeline: { status: string; from: string | null; by: string; note: string | null }[];
}

/** Places an order of one unit of an item for the shopper, as checkout does (POST /api/orders); must be new (201). */
export async function placeItemOrder(shopUrl: string, shopper: Shopper, itemId: number, robloxUsername: string) {
  const { status, body } = await restCall<ShopperOrder>(shopUrl, '/api/orders', {
    method: 'POST',
    token: shopper.token,
    body: { lines: [{ item_id: itemId, quantity: 1 }], roblox_username: robloxUsername, idempotency_key: randomUUID() },
  });
  if (status !== 201) throw new Error(`POST /api/orders answered ${status}, not 201: nothing new was ordered`);
  return body;
}

/** The shopper sends the slip of their transfer for the order through the REST API, as the order page does. */
export async function sendSlip(shopUrl: string, shopper: Shopper, number: string, transRef: string) {
  const form = new FormData();
  form.append('slip', new Blob([new Uint8Array(await slipPicture(transRef))], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${shopUrl}/api/orders/${number}/slip`, { method: 'POST', headers: { authorization: `Bearer ${shopper.token}` }, body: form });
  if (response.status !== 200) throw new Error(`POST /api/orders/${number}/slip answered ${response.status}: ${await response.text()}`);
}

/** The order as its buyer sees it through the REST API. */
export async function shopperOrder(shopUrl: string, shopper: Shopper, number: string) {
  return (await restCall<ShopperOrder>(shopUrl, `/api/orders/${number}`, { token: shopper.token })).body;
}

export interface DeliveredItem {
  id: number;
  name: string;
  stock: number;
  deliveryMethod: string;
  deliveryInstructions: string | null;
}

/** An item of a new game with stock and delivery settings, for orders to buy. */
export async function createDeliverableItem(
  shopUrl: string,
  token: string,
  categoryId: number,
  delivery: { deliveryMethod?: 'IN_GAME_TRADE' | 'PRIVATE_SERVER'; deliveryInstructions?: string } = {},
) {
  const data = await adminUpload<{ createItem: DeliveredItem }>(
    shopUrl,
    token,
    `mutation ArrangeOrderItem($input: CreateItemInput!, $image: Upload!) {
      createItem(input: $input, image: $image) { id name stock deliveryMethod deliveryInstructions }
    }`,
    { input: { name: uniqueName('Order Fruit'), categoryId, price: '404.43', stock: 5, ...delivery } },
    { image: solidPng([90, 160, 60]) },
  );
  return data.createItem;
}

/** The Orders screen's parts. */
export function ordersScreen(page: Page) {
  const screen = page.getByRole('region', { name: 'Orders', exact: true });
  return {
    screen,
    chips: screen.getByRole('group', { name: 'Status' }),
    chip: (name: string) => screen.getByRole('group', { name: 'Status' }).getByRole('button', { name, exact: true }),
    search: screen.getByRole('searchbox', { name: 'Search' }),
    from: screen.getByLabel('From'),
    to: screen.getByLabel('To'),
    table: screen.getByRole('table', { name: 'Orders' }),
    exportButton: screen.getByRole('button', { name: 'Export CSV' }),
  };
}

/** An order's page under /dashboard/orders/<number>, and the dialog its buttons open. */
export function orderPage(page: Page) {
  return {
    status: page.getByRole('region', { name: 'Status' }).locator('.order-summary .order-status'),
    actions: page.getByRole('group', { name: 'Move this order' }),
    timeline: page.getByRole('list', { name: 'Timeline' }).getByRole('listitem'),
    lines: page.getByRole('table', { name: 'Order lines' }),
    roblox: page.getByRole('region', { name: 'Roblox user' }),
    buyer: page.getByRole('region', { name: 'Buyer' }),
    dialog: page.getByRole('dialog'),
  };
}
