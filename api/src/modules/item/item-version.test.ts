import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, orderBody } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function newItem() {
  const [row] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values ('Versioned fruit', (select id from category where name = 'Rivals'), '100.00', 10, '/images/test.png') returning id`,
  );
  return row.id;
}

const stored = async (id: number) => (await sql<{ name: string; price: string; version: number }>('select name, price::text as price, version from item where id = ?', [id]))[0];

async function staff(method: string, path: string, body: unknown) {
  const response = await fetch(`${app.baseUrl}${path}`, { method, headers: { ...app.staffHeaders, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

const UPDATE = 'mutation ($id: Int!, $input: UpdateItemInput!) { updateItem(id: $id, input: $input) { name price version } }';

describe('editing an item from a stale copy (lost update)', () => {
  it('a name edit started before a price adjustment is refused with 409, keeping the adjusted price', async () => {
    const id = await newItem();
    const opened = (await app.graphql('query ($id: Int!) { item(id: $id) { version price } }', { id })).body.data.item;
    const categoryId = (await sql<{ id: number }>(`select id from category where name = 'Rivals'`))[0].id;
    expect((await staff('PUT', '/api/items/adjust-prices', { percentage: 10, category_id: categoryId })).status).toBe(200);

    const stale = await app.graphql(UPDATE, { id, input: { name: 'Renamed from a stale copy', version: opened.version } });
    expect(stale.body.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: '"Versioned fruit" was changed by someone else since you opened it; reload it and make your change again',
    });
    expect(await stored(id)).toMatchObject({ name: 'Versioned fruit', price: '110.00' });

    const reloaded = (await app.graphql('query ($id: Int!) { item(id: $id) { version } }', { id })).body.data.item;
    const fresh = await app.graphql(UPDATE, { id, input: { name: 'Renamed', version: reloaded.version } });
    expect(fresh.body.data.updateItem).toEqual({ name: 'Renamed', price: '110.00', version: reloaded.version + 1 });
  });

  it('two edits from the same copy sent at once: one is saved, the other is a 409', async () => {
    const id = await newItem();
    const { version } = await stored(id);
    const replies = await Promise.all([
      staff('PUT', `/api/items/${id}`, { name: 'First editor', version }),
      staff('PUT', `/api/items/${id}`, { name: 'Second editor', version }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const saved = replies.find((reply) => reply.status === 200)!.body.name;
    expect(await stored(id)).toMatchObject({ name: saved, version: version + 1 });
  });

  it('an order taking stock moves the version on too, so a stale stock edit cannot undo it', async () => {
    const id = await newItem();
    const { version } = await stored(id);
    const shopper = await newShopper(app);
    expect((await shopper.call('POST', '/api/orders', orderBody([{ item_id: id, quantity: 2 }]))).status).toBe(201);
    const stale = await staff('PUT', `/api/items/${id}`, { stock: 10, version });
    expect(stale.status).toBe(409);
    expect((await sql<{ stock: number }>('select stock from item where id = ?', [id]))[0].stock).toBe(8);
  });

  it('an edit without a version (the spec client) still saves, and answers the new version', async () => {
    const id = await newItem();
    const reply = await app.graphql(UPDATE, { id, input: { name: 'No version sent' } });
    expect(reply.body.data.updateItem).toMatchObject({ name: 'No version sent', version: 2 });
  });
});
