import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobloxUsersServer, startRobloxUsersServer } from '../../test-support/roblox-users-server.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { RobloxUsersApi } from '../roblox/roblox-users.client.js';

let app: TestApp;
let roblox: RobloxUsersServer;
let admin: TestAdmin;
let shopper: Shopper;
beforeAll(async () => {
  roblox = await startRobloxUsersServer([{ id: 1_234_567_890_123, name: 'Builder_Bob', displayName: 'Bob the Builder' }]);
  app = await startTestApp({ roblox: new RobloxUsersApi(roblox.url, { timeoutMs: 500, cacheMs: 0 }) });
  admin = await app.signIn(AdminRole.ADMIN);
  shopper = await newShopper(app);
});
afterAll(async () => {
  await app?.close();
  await roblox?.close();
});

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function accountForSale(accountType: string, guaranteeDays: number): Promise<string> {
  const reply = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', {
    robux: 5000,
    rate: '90',
    acc_type: accountType,
    guarantee_days: guaranteeDays,
    login: { username: `seller_${randomUUID().slice(0, 6)}`, password: 'a-password' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as string;
}

async function itemNamed(nameTh: string | null, instructions: string | null = null): Promise<{ id: number; name: string }> {
  const name = `Facts fruit ${randomUUID().slice(0, 8)}`;
  const [row] = await sql<{ id: number }>(
    `insert into item (name, name_th, category_id, price, stock, image_url, delivery_instructions)
     values (?, ?, (select id from category where name = 'Blox Fruits'), 80, 5, '/images/test.png', ?) returning id`,
    [name, nameTh, instructions],
  );
  return { id: row.id, name };
}

const LINE_FIELDS = 'kind name nameTh accountType guaranteeDays deliveryMethod deliveryInstructions';

describe('order and preview lines carry facts, not sentences, for clients to word', () => {
  it("gives a Robux account's type (as staff wrote it) and guarantee days instead of an English delivery note, in the preview and the placed order", async () => {
    const accountId = await accountForSale('ยืนยันอีเมลแล้ว, Premium', 7);
    const facts = { kind: 'ROBUX_ACCOUNT', account_type: 'ยืนยันอีเมลแล้ว, Premium', guarantee_days: 7, delivery_method: 'ACCOUNT_LOGIN', delivery_instructions: null, name_th: null };

    const preview = await shopper.call('POST', '/api/orders/preview', { lines: [{ account_id: accountId }] });
    expect(preview.body.lines).toEqual([expect.objectContaining(facts)]);
    const graphqlPreview = await app.graphql(`query ($lines: [CartLineInput!]!) { checkoutPreview(lines: $lines) { lines { ${LINE_FIELDS} } } }`, { lines: [{ accountId, quantity: 1 }] }, shopper.token);
    expect(graphqlPreview.body.data.checkoutPreview.lines).toEqual([
      expect.objectContaining({ kind: 'ROBUX_ACCOUNT', accountType: 'ยืนยันอีเมลแล้ว, Premium', guaranteeDays: 7, deliveryInstructions: null, nameTh: null }),
    ]);

    const placed = await shopper.call('POST', '/api/orders', { lines: [{ account_id: accountId }], idempotency_key: randomUUID() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.lines).toEqual([expect.objectContaining(facts)]);

    // A snapshot: staff changing the listing later leaves what was bought as it was.
    await sql('update robux_account set account_type = ?, guarantee_days = 1 where public_id = ?', ['Changed later', accountId]);
    const mine = await app.graphql(`query ($number: String!) { order(number: $number) { lines { ${LINE_FIELDS} } } }`, { number: placed.body.number }, shopper.token);
    expect(mine.body.data.order.lines).toEqual([expect.objectContaining({ accountType: 'ยืนยันอีเมลแล้ว, Premium', guaranteeDays: 7, deliveryInstructions: null })]);
  });

  it("keeps an item's Thai name beside its English one, in the preview and on the order, even after the catalogue renames it", async () => {
    const [thai, plain] = [await itemNamed('ผลทดสอบ', 'Join our server'), await itemNamed(null)];
    const lines = [{ item_id: thai.id, quantity: 1 }, { item_id: plain.id, quantity: 1 }];

    const preview = await shopper.call('POST', '/api/orders/preview', { lines });
    expect(preview.body.lines).toEqual([
      expect.objectContaining({ kind: 'ITEM', name: thai.name, name_th: 'ผลทดสอบ', delivery_instructions: 'Join our server', account_type: null, guarantee_days: null }),
      expect.objectContaining({ kind: 'ITEM', name: plain.name, name_th: null }),
    ]);

    const placed = await shopper.call('POST', '/api/orders', orderBody(lines));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.lines).toEqual([expect.objectContaining({ name: thai.name, name_th: 'ผลทดสอบ' }), expect.objectContaining({ name: plain.name, name_th: null })]);

    await sql('update item set name_th = ? where id = ?', ['ชื่อใหม่', thai.id]);
    const mine = await app.graphql(`query ($number: String!) { order(number: $number) { lines { ${LINE_FIELDS} } } }`, { number: placed.body.number }, shopper.token);
    expect(mine.body.data.order.lines.map((line: { nameTh: string | null }) => line.nameTh)).toEqual(['ผลทดสอบ', null]);
  });

  it("names items in the buyer's mail language: the Thai name in a Thai mail, the English one in an English mail", async () => {
    const item = await itemNamed('ผลจดหมาย');
    const mailedTo = async (language: 'th' | 'en') => {
      const buyer = await newShopper(app);
      expect((await buyer.call('PUT', '/api/auth/me/mail-settings', { language })).status).toBe(200);
      const placed = await buyer.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const [mail] = await sql<{ text: string }>(`select m.text from mail_message m join customer c on c.email = m.recipient where c.id = ? and m.kind = 'ORDER_PLACED'`, [buyer.id]);
      return mail.text;
    };
    const [thai, english] = [await mailedTo('th'), await mailedTo('en')];
    expect(thai).toContain('• ผลจดหมาย × 1');
    expect(english).toContain(`• ${item.name} × 1`);
    expect(english).not.toContain('ผลจดหมาย');
  });
});
