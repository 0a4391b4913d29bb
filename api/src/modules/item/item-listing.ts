import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category } from '../category/category.entity.js';
import type { DeliveryMethod } from '../orders/delivery-method.js';
import type { Item } from './item.entity.js';
import type { ItemType, Rarity } from './item.enums.js';
import type { SqlWithParams } from './item-sql.js';

type CategoryFields = Pick<Category, 'id' | 'createdAt' | 'updatedAt' | 'name' | 'imageUrl' | 'comingSoon'>;

/** What the REST list shows of an item and its game: everything but the timestamps. */
export type ItemSummary = Pick<Item, 'id' | 'name' | 'price' | 'oldPrice' | 'rarity' | 'type' | 'soldCount' | 'stock' | 'imageUrl'> & {
  category: Pick<Category, 'id' | 'name'>;
};

/**
 * An item with its game as a plain read-only object: every field the GraphQL Item type exposes. Store
 * lists are read into these, not into managed entities, because hydrating a page of entities and their
 * games was most of the cost of a list request.
 */
export type ItemListing = ItemSummary & Pick<Item, 'createdAt' | 'updatedAt' | 'deliveryMethod' | 'deliveryInstructions' | 'version'> & { category: CategoryFields };

interface SummaryRow {
  id: number;
  name: string;
  price: string;
  old_price: string | null;
  rarity: Rarity;
  type: ItemType;
  sold_count: number;
  stock: number;
  image_url: string;
  category_id: number;
  category_name: string;
}

interface ListingRow extends SummaryRow {
  /** Timestamps as epoch milliseconds: a number makes a Date far faster than PostgreSQL's text does. */
  created_at: number;
  updated_at: number;
  category_created_at: number;
  category_updated_at: number;
  category_image_url: string;
  category_coming_soon: boolean;
  delivery_method: DeliveryMethod;
  delivery_instructions: string | null;
  version: number;
  /** Matching rows over all pages. */
  total: number;
}

const SUMMARY_COLUMNS = `i.id, i.name, i.price, i.old_price, i.rarity, i.type, i.sold_count, i.stock, i.image_url,
  c.id as category_id, c.name as category_name`;
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
// Reading these (timestamps above all) took a third of the CPU of an uncached REST list, which shows none of them.
const LISTING_COLUMNS = `${SUMMARY_COLUMNS}, ${epochMs('i.created_at')} as created_at, ${epochMs('i.updated_at')} as updated_at,
  ${epochMs('c.created_at')} as category_created_at, ${epochMs('c.updated_at')} as category_updated_at,
  c.image_url as category_image_url, c.coming_soon as category_coming_soon, i.delivery_method, i.delivery_instructions, i.version`;

type PageWindow = { offset: number; limit: number };

function selectItems<Row>(em: EntityManager, columns: string, where: SqlWithParams, orderBy: string, page?: PageWindow) {
  const sql = `select ${columns} from item i join category c on c.id = i.category_id ${where.sql} order by ${orderBy}`;
  return page ? em.execute<Row[]>(`${sql} limit ? offset ?`, [...where.params, page.limit, page.offset]) : em.execute<Row[]>(sql, where.params);
}

/** One SQL statement: every matching item with its game's id and name, in `orderBy` order. */
export async function readSummaries(em: EntityManager, where: SqlWithParams, orderBy: string): Promise<ItemSummary[]> {
  return (await selectItems<SummaryRow>(em, SUMMARY_COLUMNS, where, orderBy)).map(summaryOf);
}

/** One SQL statement: one page of the matching items with their games, in `orderBy` order, and the total. */
export async function readListings(
  em: EntityManager,
  where: SqlWithParams,
  orderBy: string,
  page: PageWindow,
): Promise<{ listings: ItemListing[]; total?: number }> {
  // The window count comes with the page's rows, so a page and its total cost one statement.
  const rows = await selectItems<ListingRow>(em, `${LISTING_COLUMNS}, (count(*) over ())::int as total`, where, orderBy, page);
  return { listings: rows.map(listingOf), total: rows[0]?.total };
}

// new Date() drops the fraction of a millisecond, as MikroORM's own parsing does.
const toDate = (epochMs: number) => new Date(epochMs);

function summaryOf(row: SummaryRow): ItemSummary {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    oldPrice: row.old_price,
    rarity: row.rarity,
    type: row.type,
    soldCount: row.sold_count,
    stock: row.stock,
    imageUrl: row.image_url,
    category: { id: row.category_id, name: row.category_name },
  };
}

function listingOf(row: ListingRow): ItemListing {
  const summary = summaryOf(row);
  // Added to the summary's objects, not spread into new ones: spreading took about 20 times as long.
  const category = Object.assign(summary.category, {
    createdAt: toDate(row.category_created_at),
    updatedAt: toDate(row.category_updated_at),
    imageUrl: row.category_image_url,
    comingSoon: row.category_coming_soon,
  });
  return Object.assign(summary, {
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    deliveryMethod: row.delivery_method,
    deliveryInstructions: row.delivery_instructions,
    version: row.version,
    category,
  });
}
