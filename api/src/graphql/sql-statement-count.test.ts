import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRole } from '../modules/admin/admin-role.js';
import { statementsDuring } from '../test-support/sql-statements.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { webOperation } from '../test-support/web-documents.js';

// SQL statements per request, as issue 6 budgets them; the counts must not grow with the catalogue.
let app: TestApp;
let bloxFruitsId: number;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  const { body } = await app.graphql<{ categories: { id: number; name: string }[] }>('{ categories { id name } }', {}, null);
  bloxFruitsId = body.data!.categories.find((category) => category.name === 'Blox Fruits')!.id;
  adminToken = (await app.signIn(AdminRole.ADMIN)).token;
});
afterAll(() => app.close());

/** Statements one GraphQL request costs; it must succeed. */
async function statementsOf(query: string, variables: Record<string, unknown>, token: string | null): Promise<string[]> {
  return statementsDuring(app.db, async () => {
    const { status, body } = await app.graphql(query, variables, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(status).toBe(200);
  });
}

/** Anonymous answers are cached until the catalogue changes, so each count asks something not asked before. */
let uniqueBound = 5000;
const storePageVariables = () => ({
  categoryId: bloxFruitsId,
  rarities: null,
  maxPrice: String(uniqueBound++),
  type: null,
  sort: 'POPULARITY',
  offset: 0,
  limit: 48,
});

async function addItemsToBloxFruits(count: number) {
  await app.db.orm.em.fork().getConnection().execute(
    `insert into item (name, category_id, price, rarity, type, image_url)
     select 'Bulk item ' || n, ?, 10 + n, 'Rare', 'other', '/images/items/bulk.svg' from generate_series(1, ?) n`,
    [bloxFruitsId, count],
  );
}

const ITEM_WITH_CATEGORY = 'query ($id: Int!) { item(id: $id) { id name price category { id name } } }';

describe('SQL statements per request', () => {
  const counts: Record<string, number[]> = { storePage: [], item: [], dashboard: [] };

  async function countAll() {
    const storePage = await statementsOf(await webOperation('StorePage'), storePageVariables(), null);
    expect(storePage.length, storePage.join('\n')).toBe(1);
    counts.storePage.push(storePage.length);

    // The newest item, which changes as items are added, so its answer is never cached yet.
    const [newest] = await app.db.orm.em.fork().getConnection().execute<{ id: number }[]>('select max(id) as id from item');
    const item = await statementsOf(ITEM_WITH_CATEGORY, { id: newest.id }, null);
    expect(item.length, item.join('\n')).toBeLessThanOrEqual(2);
    counts.item.push(item.length);

    const dashboard = await statementsOf(await webOperation('DashboardStats'), {}, adminToken);
    expect(dashboard.length, dashboard.join('\n')).toBeLessThanOrEqual(5);
    counts.dashboard.push(dashboard.length);
  }

  it('store page (items and facets, as the web app asks) 1, item with its game ≤ 2, dashboard overview ≤ 5', async () => {
    await countAll();
    expect(counts.item[0]).toBeGreaterThan(0);
  });

  it('costs the same statements with 1,000 more items in the game', async () => {
    await addItemsToBloxFruits(1000);
    await countAll();
    for (const [name, [before, after]] of Object.entries(counts)) expect(after, name).toBe(before);
  });

  it('answers a repeated anonymous store page from the catalogue cache, with no statement at all', async () => {
    const variables = storePageVariables();
    const query = await webOperation('StorePage');
    expect((await statementsOf(query, variables, null)).length).toBeGreaterThan(0);
    expect(await statementsOf(query, variables, null)).toEqual([]);
  });
});
