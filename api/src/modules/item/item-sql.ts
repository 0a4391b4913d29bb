import type { z } from 'zod';
import { ItemSort } from './item.enums.js';
import type { itemFilterSchema } from './item.validation.js';

/** SQL with `?` placeholders and their values, for em.execute (which escapes each value into the text). */
export interface SqlWithParams {
  sql: string;
  params: unknown[];
}

/**
 * The store's filter as a WHERE clause on `item i`, joined from constant pieces; `priceAbove` picks the items
 * a maximum price leaves out. The store's reads are written in SQL because building them with MikroORM's
 * QueryBuilder took a sixth of the CPU of an uncached catalogue request (README "Performance").
 */
export function itemWhere(filter: z.output<typeof itemFilterSchema> & { priceAbove?: string }): SqlWithParams {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (filter.categoryId !== undefined) add('i.category_id = ?', filter.categoryId);
  // An array value becomes a comma-separated list of escaped values.
  if (filter.rarities?.length) add('i.rarity in (?)', filter.rarities);
  if (filter.minPrice !== undefined) add('i.price >= ?', filter.minPrice);
  if (filter.maxPrice !== undefined) add('i.price <= ?', filter.maxPrice);
  if (filter.priceAbove !== undefined) add('i.price > ?', filter.priceAbove);
  if (filter.type !== undefined) add('i.type = ?', filter.type);
  if (filter.search) {
    // Its English or Thai name (search_text, trigram-indexed) or its game's: one rule, search_form, for both sides.
    conditions.push(`(i.search_text like search_contains_pattern(?)
      or i.category_id = any(array(select sc.id from category sc where search_form(sc.name) like search_contains_pattern(?))))`);
    params.push(filter.search, filter.search);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** ORDER BY for each sort; the id last, so equal values keep one order from page to page. */
export const ITEM_ORDER: Record<ItemSort, string> = {
  [ItemSort.POPULARITY]: 'i.sold_count desc, i.id asc',
  [ItemSort.PRICE_ASC]: 'i.price asc, i.id asc',
  [ItemSort.PRICE_DESC]: 'i.price desc, i.id asc',
  [ItemSort.NEWEST]: 'i.created_at desc, i.id desc',
};

/** The REST list's order when no sort is asked for. */
export const OLDEST_FIRST = 'i.id asc';
