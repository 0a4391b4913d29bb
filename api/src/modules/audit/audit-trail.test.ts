import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let boss: TestAdmin;
let admin: TestAdmin;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp({ contents: 'empty' });
  [boss, admin] = await Promise.all([app.signIn(AdminRole.SUPER_ADMIN), app.signIn(AdminRole.ADMIN)]);
});
afterAll(() => app.close());

interface Entry {
  adminId: number;
  action: string;
  entityType: string;
  entityId: string | null;
  before: any;
  after: any;
}

/** Entries written since `sinceId`, oldest first, as the Super Admin reads them through GraphQL. */
async function entriesAfter(sinceId: number): Promise<Entry[]> {
  const { body } = await app.graphql('{ auditLog(page: { limit: 100 }) { id adminId action entityType entityId before after } }', {}, boss.token);
  expect(body.errors).toBeUndefined();
  return (body.data.auditLog as (Entry & { id: number })[]).filter((entry) => entry.id > sinceId).reverse();
}
const lastEntryId = async () => ((await sql('select coalesce(max(id), 0)::int as id from audit_entry'))[0].id as number);

async function rest(method: string, urlPath: string, token: string, json?: unknown) {
  const response = await fetch(`${app.baseUrl}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, text: await response.text() };
}

let gameCount = 0;
/** A game of its own with items at these [price, oldPrice], last changed in 2020. */
async function gameWithItems(prices: [string, string | null][]): Promise<{ categoryId: number; itemIds: number[] }> {
  const [{ id: categoryId }] = await sql(`insert into category (name, image_url) values (?, '/images/x.svg') returning id`, [`Audit Game ${++gameCount}`]);
  const itemIds: number[] = [];
  for (const [index, [price, oldPrice]] of prices.entries()) {
    const [{ id }] = await sql(
      `insert into item (name, category_id, price, old_price, image_url, created_at, updated_at)
       values (?, ?, ?, ?, '/images/x.svg', '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z') returning id`,
      [`Audit Item ${gameCount}.${index}`, categoryId, price, oldPrice],
    );
    itemIds.push(id);
  }
  return { categoryId, itemIds };
}

describe('the audit trail', () => {
  it('records a staff password change as credentialsChanged: true, never the hash', async () => {
    const target = await app.signIn(AdminRole.EDITOR);
    const since = await lastEntryId();
    expect((await rest('PUT', `/api/admin/update/${target.admin.id}`, boss.token, { password: 'a-brand-new-password' })).status).toBe(200);

    const [entry] = await entriesAfter(since);
    expect(entry).toMatchObject({ adminId: boss.admin.id, action: 'update', entityType: 'Admin', entityId: String(target.admin.id) });
    expect(entry.after.credentialsChanged).toBe(true);
    expect(entry.before.credentialsChanged).toBeUndefined();
    expect(JSON.stringify(entry)).not.toMatch(/argon2|password/i);
  });

  it("shows an update's new updatedAt in its after snapshot", async () => {
    const { itemIds: [itemId] } = await gameWithItems([['10.00', null]]);
    const since = await lastEntryId();
    expect((await rest('PUT', `/api/items/${itemId}`, app.editor.token, { name: 'Renamed Audit Item' })).status).toBe(200);

    const [entry] = await entriesAfter(since);
    const [{ updated_at: storedUpdatedAt }] = await sql('select updated_at from item where id = ?', [itemId]);
    expect(entry.before).toMatchObject({ name: 'Audit Item 1.0', updatedAt: '2020-01-01T00:00:00.000Z' });
    expect(entry.after).toMatchObject({ name: 'Renamed Audit Item', updatedAt: new Date(storedUpdatedAt).toISOString() });
    expect(entry.after.updatedAt).not.toBe(entry.before.updatedAt);
  });

  it("records adjust-prices as one entry with every item's old and new prices, enough to undo it", async () => {
    const { categoryId, itemIds } = await gameWithItems([['10.00', '12.00'], ['20.00', null]]);
    const since = await lastEntryId();
    const reply = await rest('PUT', '/api/items/adjust-prices', app.editor.token, { percentage: 10, category_id: categoryId });
    expect(reply.status, reply.text).toBe(200);

    const entries = await entriesAfter(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'adjust-prices', entityType: 'Item', entityId: String(categoryId) });
    expect(entries[0].before.prices).toEqual([
      { id: itemIds[0], price: '10.00', oldPrice: '12.00' },
      { id: itemIds[1], price: '20.00', oldPrice: null },
    ]);
    expect(entries[0].after).toMatchObject({
      percentage: '10',
      updatedCount: 2,
      prices: [
        { id: itemIds[0], price: '11.00', oldPrice: '13.20' },
        { id: itemIds[1], price: '22.00', oldPrice: null },
      ],
    });

    // Undo from the entry alone: every item is back as it was.
    for (const { id, price, oldPrice } of entries[0].before.prices) await sql('update item set price = ?, old_price = ? where id = ?', [price, oldPrice, id]);
    const restored = await sql('select id, price::text as price, old_price::text as "oldPrice" from item where category_id = ? order by id', [categoryId]);
    expect(restored).toEqual(entries[0].before.prices);
  });

  it('records a transactions CSV export: who, and which filter', async () => {
    const since = await lastEntryId();
    const reply = await rest('GET', '/api/transactions/export.csv?type=DEPOSIT', admin.token);
    expect(reply.status).toBe(200);

    const [entry] = await entriesAfter(since);
    expect(entry).toMatchObject({ adminId: admin.admin.id, action: 'export', entityType: 'Transaction', entityId: null });
    expect(entry.after).toEqual({ filter: { type: 'Deposit' }, rowCount: 0 });
  });

  it('names one actor per entry, a staff member or a customer: the database refuses an entry with both or neither', async () => {
    const [{ id: customerId }] = await sql(`insert into customer (name, email) values ('Audit Actor', 'audit-actor@shop.test') returning id`);
    const entry = (admin: [number, string] | [null, null], customer: number | null) =>
      sql(`insert into audit_entry (admin_id, admin_email, customer_id, action, entity_type) values (?, ?, ?, 'view', 'Order')`, [...admin, customer]);
    await entry([null, null], customerId);
    await entry([admin.admin.id, admin.admin.email], null);
    await expect(entry([admin.admin.id, admin.admin.email], customerId)).rejects.toThrow(/audit_entry_one_actor/);
    await expect(entry([null, null], null)).rejects.toThrow(/audit_entry_one_actor/);
  });

  it("records a staff read of a customer's profile and of the customers' wallets", async () => {
    const [{ id: customerId }] = await sql(`insert into customer (name, email) values ('Audited Customer', 'audited@shop.test') returning id`);
    const since = await lastEntryId();
    const profile = await app.graphql('query($id: Int!) { customerProfile(customerId: $id) { wallet { customer { email } } } }', { id: customerId }, admin.token);
    expect(profile.body.errors).toBeUndefined();
    const wallets = await app.graphql('{ customerWallets(search: "audited@shop.test") { customers { customer { email } } } }', {}, admin.token);
    expect(wallets.body.errors).toBeUndefined();

    const entries = await entriesAfter(since);
    expect(entries).toMatchObject([
      { adminId: admin.admin.id, action: 'view', entityType: 'Customer', entityId: String(customerId) },
      { adminId: admin.admin.id, action: 'view', entityType: 'CustomerWallet', entityId: null, after: { customerIds: [customerId] } },
    ]);
  });
});
