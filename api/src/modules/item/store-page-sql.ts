import type { ItemListing } from './item-listing.js';
import type { Rarity } from './item.enums.js';
import type { SqlWithParams } from './item-sql.js';

/** What a store card shows of an item and its game, and the image its thumbnail is made from. */
export type ItemCard = Pick<ItemListing, 'id' | 'name' | 'nameTh' | 'price' | 'oldPrice' | 'rarity' | 'stock' | 'imageUrl'> & {
  category: Pick<ItemListing['category'], 'id' | 'name' | 'comingSoon'>;
};

/**
 * How much of each item a page reads: its card, or the whole listing. Cards cost PostgreSQL a third of
 * the JSON to write and the app a third to parse, with no timestamps to convert.
 */
export type ListingShape = 'card' | 'listing';

/*
 * An item `i` and its game `c` as JSON. PostgreSQL writes it because parsing one JSON text costs the app far
 * less than parsing a page's rows column by column. Timestamps are epoch milliseconds: a number makes a Date
 * far faster than PostgreSQL's timestamp text does.
 */
const CARD_JSON = `json_build_object('id', i.id, 'name', i.name, 'nameTh', i.name_th, 'price', i.price::text, 'oldPrice', i.old_price::text,
  'rarity', i.rarity, 'stock', i.stock, 'imageUrl', i.image_url, 'category', json_build_object('id', c.id, 'name', c.name, 'comingSoon', c.coming_soon))`;
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const LISTING_JSON = `json_build_object('id', i.id, 'name', i.name, 'nameTh', i.name_th, 'price', i.price::text, 'oldPrice', i.old_price::text,
  'rarity', i.rarity, 'type', i.type, 'soldCount', i.sold_count, 'stock', i.stock, 'imageUrl', i.image_url,
  'createdAt', ${epochMs('i.created_at')}, 'updatedAt', ${epochMs('i.updated_at')}, 'deliveryMethod', i.delivery_method,
  'deliveryInstructions', i.delivery_instructions, 'version', i.version,
  'category', json_build_object('id', c.id, 'name', c.name, 'imageUrl', c.image_url, 'comingSoon', c.coming_soon,
    'createdAt', ${epochMs('c.created_at')}, 'updatedAt', ${epochMs('c.updated_at')}))`;

/** A page of the scope's items: the filter's rarity and price bounds (a WHERE clause on `i`), an order, a window. */
export interface PageQuery {
  shape: ListingShape;
  bounds: SqlWithParams;
  orderBy: string;
  offset: number;
  limit: number;
}

/** The page's columns of storePageSql's row, when a page was asked for. */
export interface PageColumns {
  /** JSON of ItemCards or of ItemListings, as the page's shape says (itemsOf reads them). */
  items: unknown[];
  /** Matching items over all pages. */
  total: number;
}

/**
 * The facets of the scope. Each leaves out its own part of the filter, so a choice's count says what choosing
 * it would show: the rarity counts are within the price bounds, the highest price ignores them.
 */
export interface FacetQuery {
  /** The filter's price bounds (a WHERE clause on `i`), which the rarity counts keep to. */
  priceBounds: SqlWithParams;
  /** The items the filter's maximum price alone leaves out (a WHERE clause on `i`); absent without one. */
  aboveMaxPrice?: SqlWithParams;
}

/** The facets' columns of storePageSql's row, when facets were asked for. */
export interface FacetColumns {
  /** Rarities with at least one item in the scope within the price bounds; null when none has. */
  rarity_counts: { rarity: Rarity; count: number }[] | null;
  max_price: string | null;
  above_max_price: number;
}

export type StorePageRow = Partial<PageColumns & FacetColumns>;

/**
 * One statement for what the store page reads of a scope (a WHERE clause on `i` without the rarity and price
 * bounds): a page of items with their games and its total, the facets (per-rarity counts, the highest price
 * and how many items lie above the maximum price), or both. The scope is read once; PostgreSQL writes the page
 * and the counts as JSON, so the answer is one row.
 */
export function storePageSql(scope: SqlWithParams, page: PageQuery | undefined, facets: FacetQuery | undefined): SqlWithParams {
  const columns: string[] = [];
  const params = [...scope.params];
  if (page) {
    const { bounds, orderBy } = page;
    const itemJson = page.shape === 'card' ? CARD_JSON : LISTING_JSON;
    // The aggregate's own order, as a subquery's order is not promised to survive the join.
    columns.push(
      `(select coalesce(json_agg(${itemJson} order by ${orderBy}), '[]')
          from (select * from scope i ${bounds.sql} order by ${orderBy} limit ? offset ?) i join category c on c.id = i.category_id) as items`,
      `(select count(*)::int from scope i ${bounds.sql}) as total`,
    );
    params.push(...bounds.params, page.limit, page.offset, ...bounds.params);
  }
  if (facets) {
    const { priceBounds, aboveMaxPrice } = facets;
    columns.push(
      `(select json_agg(json_build_object('rarity', r.rarity, 'count', r.count))
          from (select i.rarity, count(*)::int as count from scope i ${priceBounds.sql} group by i.rarity) r) as rarity_counts`,
      '(select max(i.price)::text from scope i) as max_price',
      aboveMaxPrice ? `(select count(*)::int from scope i ${aboveMaxPrice.sql}) as above_max_price` : '0 as above_max_price',
    );
    params.push(...priceBounds.params, ...(aboveMaxPrice?.params ?? []));
  }
  return { sql: `with scope as (select * from item i ${scope.sql}) select ${columns.join(', ')}`, params };
}

/** The page's items as the app hands them out: listings are ItemCards too. */
export function itemsOf({ items }: PageColumns, shape: ListingShape): ItemCard[] {
  return shape === 'card' ? (items as ItemCard[]) : (items as ListingJson[]).map(listingOf);
}

type EpochTimes<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: number; updatedAt: number };

/** An ItemListing as LISTING_JSON writes it. */
type ListingJson = EpochTimes<Omit<ItemListing, 'category'>> & { category: EpochTimes<ItemListing['category']> };

function listingOf(json: ListingJson): ItemListing {
  const category = dated<ItemListing['category']>(json.category);
  return Object.assign(dated<Omit<ItemListing, 'category'>>(json), { category });
}

/** Its timestamps made Dates, in place: copying into new objects would cost more than parsing the JSON did. */
function dated<T extends { createdAt: Date; updatedAt: Date }>(json: EpochTimes<T>): T {
  // new Date() drops the fraction of a millisecond, as MikroORM's own parsing does.
  return Object.assign(json, { createdAt: new Date(json.createdAt), updatedAt: new Date(json.updatedAt) }) as unknown as T;
}
