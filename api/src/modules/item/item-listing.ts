import { type ObjectQuery, type QueryOrderMap, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category } from '../category/category.entity.js';
import { Item } from './item.entity.js';
import type { ItemType, Rarity } from './item.enums.js';

type CategoryFields = Pick<Category, 'id' | 'createdAt' | 'updatedAt' | 'name' | 'imageUrl' | 'comingSoon'>;

/**
 * An item with its game as a plain read-only object: every field the GraphQL Item type and the REST
 * shape expose. Store lists are read into these, not into managed entities, because hydrating a
 * page of entities and their games was most of the cost of a list request.
 */
export type ItemListing = Pick<Item, 'id' | 'createdAt' | 'updatedAt' | 'name' | 'price' | 'oldPrice' | 'rarity' | 'type' | 'soldCount' | 'stock' | 'imageUrl'> & {
  category: CategoryFields;
};

interface ListingRow {
  id: number;
  /** Timestamps as epoch milliseconds: a number makes a Date far faster than PostgreSQL's text does. */
  created_at: number;
  updated_at: number;
  name: string;
  price: string;
  old_price: string | null;
  rarity: Rarity;
  type: ItemType;
  sold_count: number;
  stock: number;
  image_url: string;
  category_id: number;
  category_created_at: number;
  category_updated_at: number;
  category_name: string;
  category_image_url: string;
  category_coming_soon: boolean;
  /** Matching rows over all pages (only when asked for). */
  total?: number;
}

const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const LISTING_COLUMNS = `i.id, ${epochMs('i.created_at')} as created_at, ${epochMs('i.updated_at')} as updated_at, i.name, i.price,
  i.old_price, i.rarity, i.type, i.sold_count, i.stock, i.image_url, c.id as category_id,
  ${epochMs('c.created_at')} as category_created_at, ${epochMs('c.updated_at')} as category_updated_at, c.name as category_name,
  c.image_url as category_image_url, c.coming_soon as category_coming_soon`;

/** One SQL statement: the matching items joined with their games, in order, optionally one page of them. */
export async function readListings(
  em: EntityManager,
  where: ObjectQuery<Item>,
  orderBy: QueryOrderMap<Item>,
  page?: { offset: number; limit: number },
): Promise<{ listings: ItemListing[]; total?: number }> {
  const qb = em.createQueryBuilder(Item, 'i').select(raw(LISTING_COLUMNS)).join('i.category', 'c').where(where).orderBy(orderBy);
  // The window count comes with the page's rows, so a page and its total cost one statement.
  if (page) qb.addSelect(raw('(count(*) over ())::int as total')).offset(page.offset).limit(page.limit);
  const rows = await qb.execute<ListingRow[]>('all', false);
  return { listings: rows.map(listingOf), total: rows[0]?.total };
}

// new Date() drops the fraction of a millisecond, as MikroORM's own parsing does.
const toDate = (epochMs: number) => new Date(epochMs);

function listingOf(row: ListingRow): ItemListing {
  return {
    id: row.id,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    name: row.name,
    price: row.price,
    oldPrice: row.old_price,
    rarity: row.rarity,
    type: row.type,
    soldCount: row.sold_count,
    stock: row.stock,
    imageUrl: row.image_url,
    category: {
      id: row.category_id,
      createdAt: toDate(row.category_created_at),
      updatedAt: toDate(row.category_updated_at),
      name: row.category_name,
      imageUrl: row.category_image_url,
      comingSoon: row.category_coming_soon,
    },
  };
}
