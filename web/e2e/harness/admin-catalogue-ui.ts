/// <reference types="node" />
import { deflateSync } from 'node:zlib';
import type { Dialog, Page } from 'playwright-core';
import { adminGraphQL } from './admin-session';
import { test, type ShopUnderTest } from './browser-test';
import { startShop } from './shop-server';

/**
 * `test` with a private shop for the file: the catalogue screens add and delete games and packages, which
 * the storefront tests of the shared shop list and count.
 */
export const privateShopTest = test.extend('shop', { scope: 'file' }, async ({}, { onCleanup }): Promise<ShopUnderTest> => {
  const shop = await startShop();
  onCleanup(() => shop.stop());
  return { url: shop.url, outsideHostsAllowed: [] };
});

/** A name no other test run uses. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.round(Math.random() * 1e4)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real PNG of one colour (8-bit RGB, no filtering), small enough to upload in a blink. */
export function solidPng([red, green, blue]: [number, number, number], size = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for page.setInputFiles. */
export const pngFile = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(colour) });

/**
 * Every alert and confirm the page shows, in order. Confirms are answered with `confirmAnswer` (accept by
 * default); set it to false to press Cancel.
 */
export function watchDialogs(page: Page) {
  const seen = { messages: [] as { type: string; message: string }[], confirmAnswer: true };
  page.on('dialog', (dialog: Dialog) => {
    seen.messages.push({ type: dialog.type(), message: dialog.message() });
    void (dialog.type() === 'confirm' && !seen.confirmAnswer ? dialog.dismiss() : dialog.accept());
  });
  return seen;
}

/**
 * Holds back the page's GraphQL requests whose body mentions `operation` for `delayMs`, so a test can see
 * the busy state of the button that sent it. Returns how many such requests went out.
 */
export async function slowDownOperation(page: Page, operation: string, delayMs = 700) {
  const sent = { count: 0 };
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (body.includes(operation)) {
      sent.count++;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    await route.continue();
  });
  return sent;
}

/**
 * A GraphQL mutation with files, sent as a multipart request the way the dashboard sends it, for
 * arranging data: `files` maps variable names to PNG bytes.
 */
export async function adminUpload<T>(
  shopUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, Buffer>,
): Promise<T> {
  const form = new FormData();
  const names = Object.keys(files);
  form.append('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } }));
  form.append('map', JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), [`variables.${name}`]]))));
  names.forEach((name, index) => form.append(String(index), new Blob([new Uint8Array(files[name]!)], { type: 'image/png' }), `${name}.png`));
  const response = await fetch(`${shopUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || answer.errors?.length) throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

export interface CatalogueItem {
  id: number;
  name: string;
  price: string;
  oldPrice: string | null;
  rarity: string;
  type: string;
  stock: number;
  imageUrl: string;
  category: { id: number; name: string };
}

const ITEM_FIELDS = 'id name price oldPrice rarity type stock imageUrl category { id name }';

/** A game of our own (with a picture), for tests that must not touch the seeded ones. */
export async function createCategory(shopUrl: string, token: string, name: string) {
  const data = await adminUpload<{ createCategory: { id: number; name: string } }>(
    shopUrl,
    token,
    'mutation ArrangeCategory($input: CreateCategoryInput!, $image: Upload!) { createCategory(input: $input, image: $image) { id name } }',
    { input: { name } },
    { image: solidPng([40, 120, 200]) },
  );
  return data.createCategory;
}

/** An item in a game, with a picture. */
export async function createItem(shopUrl: string, token: string, input: { name: string; categoryId: number; price: string; oldPrice?: string }) {
  const data = await adminUpload<{ createItem: CatalogueItem }>(
    shopUrl,
    token,
    `mutation ArrangeItem($input: CreateItemInput!, $image: Upload!) { createItem(input: $input, image: $image) { ${ITEM_FIELDS} } }`,
    { input },
    { image: solidPng([200, 120, 40]) },
  );
  return data.createItem;
}

/** The items whose names contain `search`, as the database has them now. */
export async function findItems(shopUrl: string, token: string, filter: { search?: string; categoryId?: number }) {
  const data = await adminGraphQL<{ items: { total: number; items: CatalogueItem[] } }>(
    shopUrl,
    token,
    `query ItemsOracle($filter: ItemFilterInput) { items(filter: $filter, page: { limit: 100 }, sort: NEWEST) { total items { ${ITEM_FIELDS} } } }`,
    { filter },
  );
  return data.items;
}

/**
 * Changes the prices of one game by `percentage` through the REST API with a staff token, as another member
 * of staff (or the spec's client) would while a dashboard screen is open.
 */
export async function adjustPricesThroughRest(shopUrl: string, token: string, { percentage, categoryId }: { percentage: number; categoryId: number }) {
  const response = await fetch(`${shopUrl}/api/items/adjust-prices`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ percentage, category_id: categoryId }),
  });
  if (!response.ok) throw new Error(`PUT /api/items/adjust-prices answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { updatedCount: number };
}
