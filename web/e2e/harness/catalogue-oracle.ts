/**
 * What the pages should show, asked from the running shop's own APIs (REST as the spec lists it, GraphQL for
 * the store's filtered and sorted pages), so a test compares the page with the database, not with itself.
 */

export interface ApiCategory {
  id: number;
  name: string;
  image: string;
  coming_soon: boolean;
}

export interface ApiItem {
  id: number;
  name: string;
  name_th: string | null;
  category_id: number;
  category_name: string;
  price: string;
  oldPrice: string | null;
  rarity: string;
  type: string;
  sold_count: number;
}

export interface ApiRobuxPackage {
  id: number;
  amount: number;
  price: string;
  image_url: string;
  thumbnail_url: string;
}

export type Rarity = 'Common' | 'Uncommon' | 'Rare' | 'Legendary' | 'Mythical';
export type ItemType = 'PERMANENT_FRUIT' | 'GAMEPASS' | 'PHYSICAL_FRUIT' | 'OTHER' | 'ACCOUNT';
export type ItemSort = 'POPULARITY' | 'PRICE_ASC' | 'PRICE_DESC';

export interface ItemFilter {
  categoryId?: number;
  rarities?: Rarity[];
  maxPrice?: string;
  type?: ItemType;
  /** Part of the name, ignoring case. */
  search?: string;
}

export interface GraphQLItem {
  id: number;
  name: string;
  nameTh: string | null;
  price: string;
  oldPrice: string | null;
  rarity: Rarity;
  category: { name: string };
}

/** The name a Thai page shows an item by: its Thai name when it has one (REST's name_th, GraphQL's nameTh). */
export function nameOnThaiPages(item: { name: string; nameTh?: string | null; name_th?: string | null }): string {
  return item.nameTh ?? item.name_th ?? item.name;
}

/** The store shows 48 items a page. */
export const STORE_PAGE_SIZE = 48;

async function getJson<T>(shopUrl: string, path: string): Promise<T> {
  const response = await fetch(`${shopUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const fetchCategories = (shopUrl: string) => getJson<ApiCategory[]>(shopUrl, '/api/categories');
const fetchItems = (shopUrl: string) => getJson<ApiItem[]>(shopUrl, '/api/items');
export const fetchRobuxPackages = (shopUrl: string) => getJson<ApiRobuxPackage[]>(shopUrl, '/api/topuprobux');

/** The six items with the highest sold_count (ties: lower id first), from the full REST list. */
export async function fetchBestSellers(shopUrl: string): Promise<ApiItem[]> {
  const items = await fetchItems(shopUrl);
  return [...items].sort((a, b) => b.sold_count - a.sold_count || a.id - b.id).slice(0, 6);
}

async function graphqlQuery<T>(shopUrl: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${shopUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors || !body.data) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** One store page as the API orders it: `items(filter, sort, page)`. */
export async function fetchStorePage(
  shopUrl: string,
  filter: ItemFilter,
  sort: ItemSort = 'POPULARITY',
  pageNumber = 1,
): Promise<{ items: GraphQLItem[]; total: number }> {
  const data = await graphqlQuery<{ items: { items: GraphQLItem[]; total: number } }>(
    shopUrl,
    `query StoreOracle($filter: ItemFilterInput, $sort: ItemSort!, $page: PageInput) {
      items(filter: $filter, sort: $sort, page: $page) { total items { id name nameTh price oldPrice rarity category { name } } }
    }`,
    { filter, sort, page: { offset: (pageNumber - 1) * STORE_PAGE_SIZE, limit: STORE_PAGE_SIZE } },
  );
  return data.items;
}

/** A game's highest price, the end of the store's price slider ("18399.80" for Blox Fruits); null when it has no items. */
export async function fetchHighestPrice(shopUrl: string, categoryId: number): Promise<string | null> {
  const data = await graphqlQuery<{ itemFacets: { maxPrice: string | null } }>(
    shopUrl,
    'query FacetsOracle($filter: ItemFilterInput) { itemFacets(filter: $filter) { maxPrice } }',
    { filter: { categoryId } },
  );
  return data.itemFacets.maxPrice;
}

/** "404.43" → 40443, exact. */
export function satangOf(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 40443 → "฿404.43" */
export function bahtTextOfSatang(satang: number): string {
  return bahtText(`${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`);
}

/** How the shop writes an amount of Robux, everywhere: thousands grouped, then ROBUX ("10,000 ROBUX"). */
export function robuxText(amount: number): string {
  return `${amount.toLocaleString('en-US')} ROBUX`;
}

/** How the shop shows a baht amount: Intl th-TH THB with two decimals ("฿404.43"). */
export function bahtText(amount: string | number): string {
  return new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(amount),
  );
}
