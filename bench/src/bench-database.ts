import pg from 'pg';
import { migrate, startEmbeddedPostgres } from './api-build.js';
import { type BenchCategory, type BenchItem, benchCatalogue } from './bench-catalogue.js';

export interface BenchDatabase {
  url: string;
  /** Id of the ≈200-item game that is measured. */
  measuredCategoryId: number;
  stop(): Promise<void>;
}

const BENCH_NAME_PREFIX = 'Bench Game ';

/**
 * BENCH_DATABASE_URL, or a throw-away embedded PostgreSQL in `tempDir`; migrated, then filled with the
 * benchmark catalogue. A given database must hold nothing but an earlier benchmark's games.
 */
export async function prepareBenchDatabase(tempDir: string, log: (message: string) => void): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  const embedded = given ? undefined : await startEmbeddedPostgres(`${tempDir}/postgres`);
  const url = given ?? embedded!.url;
  try {
    await migrate(url, tempDir);
    const started = Date.now();
    const measuredCategoryId = await seed(url);
    log(`Seeded 10,000 items over 50 games in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return { url, measuredCategoryId, stop: async () => embedded?.stop() };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

async function seed(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select name from category where name not like $1 limit 1', [`${BENCH_NAME_PREFIX}%`]);
    if (rows.length) throw new Error(`BENCH_DATABASE_URL holds a real catalogue (game "${rows[0].name}"); give the benchmark a database of its own.`);
    const { categories, items, measuredCategory } = benchCatalogue();
    await client.query('begin');
    await client.query('delete from item');
    await client.query('delete from category');
    const categoryIds = await insertCategories(client, categories);
    await insertItems(client, items, categoryIds);
    await addCheckoutAccount(client);
    await client.query('commit');
    await client.query('analyze category, item');
    return categoryIds[measuredCategory];
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function insertCategories(client: pg.Client, categories: BenchCategory[]): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `insert into category (name, image_url)
     select name, image_url from unnest($1::text[], $2::text[]) with ordinality as c(name, image_url, n) order by n
     returning id`,
    [categories.map((c) => c.name), categories.map((c) => c.imageUrl)],
  );
  return rows.map((row) => row.id);
}

async function insertItems(client: pg.Client, items: BenchItem[], categoryIds: number[]) {
  const column = <T>(pickValue: (item: BenchItem) => T) => items.map(pickValue);
  await client.query(
    `insert into item (name, category_id, price, old_price, rarity, type, sold_count, stock, image_url)
     select name, category_id, price, old_price, rarity, type, sold_count, stock, image_url
       from unnest($1::text[], $2::int[], $3::numeric[], $4::numeric[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[])
            with ordinality as i(name, category_id, price, old_price, rarity, type, sold_count, stock, image_url, n)
      order by n`,
    [
      column((i) => i.name),
      column((i) => categoryIds[i.category]),
      column((i) => i.price),
      column((i) => i.oldPrice),
      column((i) => i.rarity),
      column((i) => i.type),
      column((i) => i.soldCount),
      column((i) => i.stock),
      column((i) => i.imageUrl),
    ],
  );
}

/**
 * Placing an order reserves its PromptPay amount, which needs a receiving account active for checkout
 * (api/src/modules/payments/payment-reservation.ts); without one every order is refused PAYMENT_NOT_SET_UP.
 * The same account every test database has (api/src/test-support/checkout-account.ts).
 */
async function addCheckoutAccount(client: pg.Client) {
  await client.query(
    `insert into payment_method (type, name, details, promptpay_id, active_for_checkout)
     select 'PromptPay', 'Robux Shop Bench Co.', '081-xxx-5678', '0812345678', true
      where not exists (select 1 from payment_method where active_for_checkout)`,
  );
}
