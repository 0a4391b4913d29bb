import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
});
afterAll(() => app.close());

const FIELDS = 'id type name details createdAt updatedAt';
const LIST = `{ paymentMethods { ${FIELDS} } }`;
const CREATE = `mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deletePaymentMethod(id: $id) }';

const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);
const storedMethods = () => sql('select id, type, name, details from payment_method order by id');
const auditRows = (entityId: number) =>
  sql(`select admin_id, admin_email, action, before, after from audit_entry where entity_type = 'PaymentMethod' and entity_id = ? order by id`, [
    String(entityId),
  ]);

/** Data of an operation the Admin may run. */
async function asAdmin<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { status, body } = await app.graphql<T>(query, variables, admin.token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data!;
}

async function freshMethodId(name = `Bank ${Math.random().toString(36).slice(2, 8)}`): Promise<number> {
  const [{ id }] = await sql(`insert into payment_method (type, name, details) values ('Bank', ?, 'xxx-1234') returning id`, [name]);
  return id;
}

describe('who may manage payment methods (MANAGE_PAYMENTS)', () => {
  const operations = [
    { name: 'paymentMethods', query: LIST, variables: async () => ({}) },
    { name: 'createPaymentMethod', query: CREATE, variables: async () => ({ input: { type: 'BANK', name: 'Permission Bank', details: 'x' } }) },
    { name: 'updatePaymentMethod', query: UPDATE, variables: async () => ({ id: await freshMethodId(), input: { type: 'CRYPTO', name: 'Changed', details: 'y' } }) },
    { name: 'deletePaymentMethod', query: DELETE, variables: async () => ({ id: await freshMethodId() }) },
  ];

  it.each(operations)('$name: no token is UNAUTHENTICATED and an Editor is FORBIDDEN, changing nothing', async ({ query, variables }) => {
    const input = await variables();
    const before = await storedMethods();
    expectGraphQLError(await app.graphql(query, input, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(query, input, app.editor.token), 'FORBIDDEN');
    expect(await storedMethods()).toEqual(before);
  });

  it.each(operations)('$name: an Admin may', async ({ query, variables }) => {
    await asAdmin(query, await variables());
  });
});

describe('payment methods', () => {
  it('creates a method with trimmed fields, lists it last and writes an audit entry', async () => {
    const { createPaymentMethod: created } = await asAdmin(CREATE, {
      input: { type: 'PROMPTPAY', name: '  PromptPay shop  ', details: ' 08x-xxx-1234 ' },
    });
    expect(created).toMatchObject({ type: 'PROMPTPAY', name: 'PromptPay shop', details: '08x-xxx-1234' });
    expect(await sql('select type, name, details from payment_method where id = ?', [created.id])).toEqual([
      { type: 'PromptPay', name: 'PromptPay shop', details: '08x-xxx-1234' },
    ]);
    const { paymentMethods } = await asAdmin(LIST);
    expect(paymentMethods.at(-1)).toEqual(created);
    const ids = paymentMethods.map((method: { id: number }) => method.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const [entry] = await auditRows(created.id);
    expect(entry).toMatchObject({ admin_id: admin.admin.id, admin_email: admin.admin.email, action: 'create', before: null });
    expect(entry.after).toMatchObject({ id: created.id, type: 'PromptPay', name: 'PromptPay shop', details: '08x-xxx-1234' });
  });

  it('updates every field and records the record before and after', async () => {
    const id = await freshMethodId('Old Bank');
    const { updatePaymentMethod: updated } = await asAdmin(UPDATE, { id, input: { type: 'CRYPTO', name: 'USDT (TRC20)', details: 'TQ7x…9FkD' } });
    expect(updated).toMatchObject({ id, type: 'CRYPTO', name: 'USDT (TRC20)', details: 'TQ7x…9FkD' });
    expect(await sql('select type, name, details from payment_method where id = ?', [id])).toEqual([
      { type: 'Crypto', name: 'USDT (TRC20)', details: 'TQ7x…9FkD' },
    ]);
    const [entry] = await auditRows(id);
    expect(entry.action).toBe('update');
    expect(entry.before).toMatchObject({ type: 'Bank', name: 'Old Bank', details: 'xxx-1234' });
    expect(entry.after).toMatchObject({ type: 'Crypto', name: 'USDT (TRC20)', details: 'TQ7x…9FkD' });
  });

  it('deletes a method and keeps what it was in the audit trail', async () => {
    const id = await freshMethodId('Doomed Bank');
    expect(await asAdmin(DELETE, { id })).toEqual({ deletePaymentMethod: true });
    expect(await sql('select id from payment_method where id = ?', [id])).toEqual([]);
    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect(entry.before).toMatchObject({ id, name: 'Doomed Bank' });
  });

  it.each([
    ['an empty name', { type: 'BANK', name: '   ', details: 'x' }, 'name is required'],
    ['a name over 100 characters', { type: 'BANK', name: 'n'.repeat(101), details: 'x' }, 'name must be at most 100 characters'],
    ['empty details', { type: 'BANK', name: 'Bank', details: '' }, 'details is required'],
    ['details over 200 characters', { type: 'BANK', name: 'Bank', details: 'd'.repeat(201) }, 'details must be at most 200 characters'],
  ])('refuses %s with BAD_USER_INPUT and a clear message, changing nothing', async (_case, input, message) => {
    const id = await freshMethodId('Unchanged Bank');
    const before = await storedMethods();
    const auditBefore = await sql('select count(*)::int as n from audit_entry');
    for (const response of [await app.graphql(CREATE, { input }, admin.token), await app.graphql(UPDATE, { id, input }, admin.token)]) {
      expect(expectGraphQLError(response, 'BAD_USER_INPUT').message).toBe(message);
    }
    expect(await storedMethods()).toEqual(before);
    expect(await sql('select count(*)::int as n from audit_entry')).toEqual(auditBefore);
  });

  it('refuses an unknown type before it reaches the service', async () => {
    expectGraphQLError(await app.graphql(CREATE, { input: { type: 'CASH', name: 'Cash', details: 'x' } }, admin.token), 'BAD_USER_INPUT');
  });

  it('answers NOT_FOUND when updating or deleting a method that does not exist', async () => {
    const input = { type: 'BANK', name: 'Ghost', details: 'x' };
    expect(expectGraphQLError(await app.graphql(UPDATE, { id: 999999, input }, admin.token), 'NOT_FOUND').message).toBe('Payment method 999999 does not exist');
    expectGraphQLError(await app.graphql(DELETE, { id: 999999 }, admin.token), 'NOT_FOUND');
    expect(await sql(`select id from audit_entry where entity_type = 'PaymentMethod' and entity_id = '999999'`)).toEqual([]);
  });
});
