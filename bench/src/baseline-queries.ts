import type pg from 'pg';

/**
 * The practical limit: each answer is one hand-written SQL statement and JSON.stringify, with the
 * same bytes as the app's answer (run-bench.ts checks that before measuring).
 */

const STORED_IMAGE = /^(\/uploads\/[\w-]+)\.(png|jpg|webp|gif)$/;
const BUNDLED_SVG = /^(\/images\/([\w-]+\/)*[\w-]+)\.svg$/;

/** The rule of api/src/modules/uploads/thumbnail.ts: a stored image's or bundled SVG's WebP thumbnail sits beside it. */
function thumbnailUrlOf(imageUrl: string): string {
  const match = STORED_IMAGE.exec(imageUrl) ?? BUNDLED_SVG.exec(imageUrl);
  return match ? `${match[1]}.thumb.webp` : imageUrl;
}

/** GET /api/items?category_id=… : the whole game, oldest first, in the REST shape of item.routes.ts. */
export async function restItemList(pool: pg.Pool, categoryId: number): Promise<string> {
  const { rows } = await pool.query(
    `select i.id, i.name, i.name_th, i.category_id, c.name as category_name, i.price, i.old_price, i.rarity, i.type, i.stock,
            i.sold_count, i.image_url
       from item i join category c on c.id = i.category_id
      where i.category_id = $1
      order by i.id`,
    [categoryId],
  );
  return JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      name_th: row.name_th,
      category_id: row.category_id,
      category_name: row.category_name,
      price: row.price,
      oldPrice: row.old_price,
      rarity: row.rarity,
      type: row.type,
      stock: row.stock,
      sold_count: row.sold_count,
      image_url: row.image_url,
      thumbnail_url: thumbnailUrlOf(row.image_url),
    })),
  );
}

export interface StorePageVariables {
  categoryId: number;
  maxPrice: string | null;
  offset: number;
  limit: number;
}

const RARITIES = ['Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical'];

/** The StorePage operation's answer for the variables the store sends first (no rarity or type filter, any price bound). */
export async function storePage(pool: pg.Pool, variables: StorePageVariables): Promise<string> {
  const { rows } = await pool.query(
    `with scope as (select * from item where category_id = $1),
          shown as (select * from scope where $2::numeric is null or price <= $2::numeric)
     select (select max(price) from scope) as max_price,
            (select count(*)::int from scope where price > $2::numeric) as above_max_price,
            (select json_object_agg(rarity, n) from (select rarity, count(*)::int as n from shown group by rarity) r) as rarity_counts,
            (select count(*)::int from shown) as total,
            (select coalesce(json_agg(p), '[]') from (
               select i.id, i.name, i.name_th, i.price::text as price, i.old_price::text as old_price, i.rarity, i.stock, i.image_url,
                      c.id as category_id, c.name as category_name
                 from shown i join category c on c.id = i.category_id
                order by i.sold_count desc, i.id
                limit $3 offset $4) p) as items`,
    [variables.categoryId, variables.maxPrice, variables.limit, variables.offset],
  );
  const [row] = rows;
  const counts: Record<string, number> = row.rarity_counts ?? {};
  const data = {
    itemFacets: {
      maxPrice: row.max_price,
      aboveMaxPrice: row.above_max_price,
      rarityCounts: RARITIES.map((rarity) => ({ rarity, count: counts[rarity] ?? 0, __typename: 'RarityCount' })),
      __typename: 'ItemFacets',
    },
    items: {
      total: row.total,
      items: (row.items as Record<string, unknown>[]).map((item) => ({
        id: item.id,
        name: item.name,
        nameTh: item.name_th,
        price: item.price,
        oldPrice: item.old_price,
        rarity: item.rarity,
        stock: item.stock,
        thumbnailUrl: thumbnailUrlOf(item.image_url as string),
        category: { id: item.category_id, name: item.category_name, __typename: 'Category' },
        __typename: 'Item',
      })),
      __typename: 'ItemPage',
    },
  };
  return `${JSON.stringify({ data })}\n`;
}

/** The order request's body, as the app reads it. */
export interface BaselineOrderRequest {
  lines: { item_id: number; quantity: number }[];
  roblox_username: string;
  idempotency_key: string;
}

/**
 * The write's practical limit: one single-row insert (a statement and its commit) into a plain table
 * (`bench_baseline_order`, made by bench-orders.ts), with a unique key as the order's idempotency key has.
 */
export async function insertBaselineOrder(pool: pg.Pool, order: BaselineOrderRequest): Promise<string> {
  const [line] = order.lines;
  const { rows } = await pool.query(
    `insert into bench_baseline_order (idempotency_key, item_id, quantity, roblox_username) values ($1, $2, $3, $4)
     returning id, created_at`,
    [order.idempotency_key, line.item_id, line.quantity, order.roblox_username],
  );
  return JSON.stringify(rows[0]);
}
