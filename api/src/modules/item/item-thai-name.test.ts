import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlMultipart } from '../../test-support/graphql-multipart.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// An item's optional Thai name: set, changed and removed through GraphQL and REST alike, and searched for.

let app: TestApp;
let categoryId: number;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp({ contents: 'empty' });
  [{ id: categoryId }] = await sql(`insert into category (name, image_url) values ('Thai Name Game', '/images/x.svg') returning id`);
});
afterAll(() => app.close());

let itemCount = 0;

async function restCreate(fields: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}/api/items`, {
    method: 'POST',
    headers: app.staffHeaders,
    body: formWith({ name: `Created ${++itemCount}`, category_id: String(categoryId), price: '10', ...fields }, { image: { bytes: imageSamples.png } }),
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

const CREATE_ITEM = 'mutation($image: Upload!, $input: CreateItemInput!) { createItem(image: $image, input: $input) { id name nameTh } }';
const UPDATE_ITEM = 'mutation($id: Int!, $input: UpdateItemInput!) { updateItem(id: $id, input: $input) { id nameTh } }';
const graphqlCreate = (input: Record<string, unknown>) =>
  graphqlMultipart(app, CREATE_ITEM, { input: { name: `GraphQL ${++itemCount}`, categoryId, price: '10', ...input }, image: null }, {
    'variables.image': { bytes: imageSamples.png },
  });
const storedThaiName = async (id: number) => (await sql('select name_th from item where id = ?', [id]))[0].name_th;
const refusal = { code: 'BAD_USER_INPUT', fields: [{ field: 'nameTh', message: 'must be at most 100 characters' }] };

describe("an item's Thai name", () => {
  it('is set trimmed on create and shown in both doors; blank or left out means none', async () => {
    const rest = await restCreate({ name_th: '  ดาบ เทพเจ้า  ' });
    expect(rest.status).toBe(201);
    expect(rest.body.name_th).toBe('ดาบ เทพเจ้า');
    expect((await restCreate({ name_th: '   ' })).body.name_th).toBeNull();
    expect((await restCreate({})).body.name_th).toBeNull();

    const graphql = await graphqlCreate({ nameTh: 'โล่ทองคำ' });
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.createItem.nameTh).toBe('โล่ทองคำ');
    const { body } = await app.graphql<{ item: { nameTh: string } }>(`query($id: Int!) { item(id: $id) { nameTh } }`, { id: rest.body.id }, null);
    expect(body.data!.item.nameTh).toBe('ดาบ เทพเจ้า');
    expect(((await (await fetch(`${app.baseUrl}/api/items/${graphql.body.data.createItem.id}`)).json()) as { name_th: string }).name_th).toBe('โล่ทองคำ');
  });

  it('is changed and removed by an update; null or blank removes it, leaving it out keeps it', async () => {
    const { id } = (await restCreate({ name_th: 'ชื่อเดิม' })).body;
    expect((await app.graphql(UPDATE_ITEM, { id, input: { nameTh: ' ชื่อใหม่ ' } })).body.data.updateItem.nameTh).toBe('ชื่อใหม่');
    expect((await restUpdate(id, { price: '12' })).body.name_th).toBe('ชื่อใหม่');
    expect((await restUpdate(id, { name_th: '' })).body.name_th).toBeNull();
    await restUpdate(id, { name_th: 'อีกชื่อ' });
    expect((await app.graphql(UPDATE_ITEM, { id, input: { nameTh: null } })).body.data.updateItem.nameTh).toBeNull();
    expect(await storedThaiName(id)).toBeNull();
  });

  it('takes at most 100 characters (after trimming): a longer one is refused naming nameTh, and nothing changes', async () => {
    const longest = 'ก'.repeat(100);
    expect((await restCreate({ name_th: ` ${longest} ` })).body.name_th).toBe(longest);

    const rest = await restCreate({ name_th: `${longest}ก` });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject(refusal);
    expect((await graphqlCreate({ nameTh: `${longest}ก` })).body.errors?.[0].extensions).toMatchObject(refusal);

    const { id } = (await restCreate({ name_th: 'คงเดิม' })).body;
    expect((await restUpdate(id, { name_th: `${longest}ก` })).status).toBe(400);
    expect((await app.graphql(UPDATE_ITEM, { id, input: { nameTh: `${longest}ก` } })).body.errors?.[0].extensions).toMatchObject(refusal);
    expect(await storedThaiName(id)).toBe('คงเดิม');
  });

  it('is found by search as soon as it is set, and no longer once removed', async () => {
    const { id, name } = (await restCreate({ name_th: 'น้ำแข็งใส' })).body;
    const found = async (search: string) => ((await (await fetch(`${app.baseUrl}/api/items?search=${encodeURIComponent(search)}`)).json()) as { name: string }[]).map((item) => item.name);
    // "น้ำ" typed without its tone mark, and with sara am written as nikhahit + sara aa.
    for (const search of ['น้ำแข็งใส', 'นาแข็ง', 'น\u0e4d\u0e32แข็ง', 'แขงใส']) expect(await found(search), search).toEqual([name]);
    await app.graphql(UPDATE_ITEM, { id, input: { nameTh: null } });
    expect(await found('น้ำแข็งใส')).toEqual([]);
  });
});
