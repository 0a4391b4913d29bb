import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlMultipart } from '../../test-support/graphql-multipart.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let categoryId: number;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp({ contents: 'empty' });
  [{ id: categoryId }] = await sql(`insert into category (name, image_url) values ('Old Price Game', '/images/x.svg') returning id`);
});
afterAll(() => app.close());

let itemCount = 0;
async function storedItem(price: string, oldPrice: string | null): Promise<number> {
  const [{ id }] = await sql(`insert into item (name, category_id, price, old_price, image_url) values (?, ?, ?, ?, '/images/x.svg') returning id`, [
    `Old Price Item ${++itemCount}`,
    categoryId,
    price,
    oldPrice,
  ]);
  return id;
}
const pricesOf = async (id: number) => (await sql('select price::text as price, old_price::text as "oldPrice" from item where id = ?', [id]))[0];

/** The refusal both adapters must give: 400 / BAD_USER_INPUT naming the field. */
const refusal = (field: string) => ({ code: 'BAD_USER_INPUT', fields: [{ field, message: expect.any(String) }] });

async function restCreate(fields: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}/api/items`, {
    method: 'POST',
    headers: app.staffHeaders,
    body: formWith({ name: `Created ${++itemCount}`, category_id: String(categoryId), ...fields }, { image: { bytes: imageSamples.png } }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function restUpdate(id: number, json: Record<string, unknown>) {
  const response = await fetch(`${app.baseUrl}/api/items/${id}`, {
    method: 'PUT',
    headers: { ...app.staffHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const CREATE_ITEM = 'mutation($image: Upload!, $input: CreateItemInput!) { createItem(image: $image, input: $input) { id } }';
const UPDATE_ITEM = 'mutation($id: Int!, $input: UpdateItemInput!) { updateItem(id: $id, input: $input) { id price oldPrice } }';

describe('an old price is only ever above the price (no fake discounts)', () => {
  it.each([
    ['equal to', '100.00'],
    ['below', '99.99'],
  ])('refuses a new item whose oldPrice is %s its price, in REST and GraphQL, storing nothing', async (_label, oldPrice) => {
    const before = await sql('select count(*)::int as count from item');
    const rest = await restCreate({ price: '100', oldPrice });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject(refusal('oldPrice'));

    const input = { name: `GraphQL ${++itemCount}`, categoryId, price: '100', oldPrice };
    const graphql = await graphqlMultipart(app, CREATE_ITEM, { input, image: null }, { 'variables.image': { bytes: imageSamples.png } });
    expect(graphql.body.errors?.[0].extensions).toMatchObject(refusal('oldPrice'));
    expect(await sql('select count(*)::int as count from item')).toEqual(before);
    // A real discount is still welcome.
    expect((await restCreate({ price: '100', oldPrice: '100.01' })).status).toBe(201);
  });

  it('refuses an update that would leave oldPrice at or below the price, naming the field that was sent', async () => {
    const id = await storedItem('100.00', '120.00');
    expect((await restUpdate(id, { oldPrice: '90' })).body.error).toMatchObject(refusal('oldPrice'));
    expect((await restUpdate(id, { price: '120' })).body.error).toMatchObject(refusal('price'));
    expect((await app.graphql(UPDATE_ITEM, { id, input: { oldPrice: '100' } })).body.errors?.[0].extensions).toMatchObject(refusal('oldPrice'));
    expect((await app.graphql(UPDATE_ITEM, { id, input: { price: '150' } })).body.errors?.[0].extensions).toMatchObject(refusal('price'));
    expect(await pricesOf(id)).toEqual({ price: '100.00', oldPrice: '120.00' });

    // Both at once, or the old price removed, are fine.
    expect((await app.graphql(UPDATE_ITEM, { id, input: { price: '150', oldPrice: '180' } })).body.data.updateItem).toMatchObject({ price: '150.00', oldPrice: '180.00' });
    expect((await restUpdate(id, { price: '200', oldPrice: null })).status).toBe(200);
  });

  it('adjust-prices scales the old price with the price, and clears it when rounding leaves no discount', async () => {
    const kept = await storedItem('10.00', '12.00');
    const collapsed = await storedItem('0.01', '0.02');
    const response = await fetch(`${app.baseUrl}/api/items/adjust-prices`, {
      method: 'PUT',
      headers: { ...app.staffHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ percentage: -50, category_id: categoryId }),
    });
    expect(response.status).toBe(200);
    expect(await pricesOf(kept)).toEqual({ price: '5.00', oldPrice: '6.00' });
    // Halved, 0.01 and 0.02 both round to 0.01 (half up): no discount is left to show.
    expect(await pricesOf(collapsed)).toEqual({ price: '0.01', oldPrice: null });
  });
});
