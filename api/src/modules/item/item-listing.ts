import type { EntityManager } from '@mikro-orm/postgresql';
import type { Category } from '../category/category.entity.js';
import type { Item } from './item.entity.js';
import type { SqlWithParams } from './item-sql.js';
import { executePrepared } from '../../database/prepared-statement.js';

type CategoryFields = Pick<Category, 'id' | 'createdAt' | 'updatedAt' | 'name' | 'imageUrl' | 'comingSoon'>;

/** What the REST list shows of an item and its game: everything but the timestamps. */
export type ItemSummary = Pick<Item, 'id' | 'name' | 'nameTh' | 'price' | 'oldPrice' | 'rarity' | 'type' | 'soldCount' | 'stock' | 'imageUrl'> & {
  category: Pick<Category, 'id' | 'name'>;
};

/**
 * An item with its game as a plain read-only object: every field the GraphQL Item type exposes. Store
 * lists are read into these, not into managed entities, because hydrating a page of entities and their
 * games was most of the cost of a list request.
 */
export type ItemListing = ItemSummary & Pick<Item, 'createdAt' | 'updatedAt' | 'deliveryMethod' | 'deliveryInstructions' | 'version'> & { category: CategoryFields };

/**
 * itemJson (item.routes.ts) of an item as row_to_json writes it: keys in column order, no spaces, strings
 * escaped as JSON.stringify escapes them, and numeric as text, so prices stay two-decimal strings.
 * item-list-json.test.ts holds the two to the same bytes.
 */
const ITEM_JSON_COLUMNS = `i.id, i.name, i.name_th, i.category_id, c.name as category_name, i.price::text as price, i.old_price::text as "oldPrice",
  i.rarity, i.type, i.stock, i.sold_count, i.image_url, i.thumbnail_url`;

/**
 * One SQL statement: the JSON text of the array of every matching item in the REST shape, in `orderBy` order.
 * PostgreSQL writes it, so the app neither reads the rows into objects nor stringifies them: for a 200-item
 * game that saves the app about 40% of its CPU per uncached list, and costs PostgreSQL about three times the
 * plain read. The lateral row is there for row_to_json; the aggregate's ORDER BY may use columns the JSON leaves out.
 */
export async function readItemListJson(em: EntityManager, where: SqlWithParams, orderBy: string): Promise<string> {
  const [{ json }] = await executePrepared<{ json: string }>(
    em,
    `select coalesce('[' || string_agg(row_to_json(r)::text, ',' order by ${orderBy}) || ']', '[]') as json
       from item i join category c on c.id = i.category_id cross join lateral (select ${ITEM_JSON_COLUMNS}) r
     ${where.sql}`,
    where.params,
  );
  return json;
}
