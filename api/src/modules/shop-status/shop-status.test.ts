import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function statusBothWays() {
  const rest = await fetch(`${app.baseUrl}/api/shop/status`);
  expect(rest.status).toBe(200);
  const graphql = await app.graphql('{ shopStatus { takingOrders reasons paymentMethods } }', {}, null);
  expect(graphql.body.errors).toBeUndefined();
  const fromGraphql = graphql.body.data.shopStatus;
  expect(await rest.json()).toEqual({ taking_orders: fromGraphql.takingOrders, reasons: fromGraphql.reasons, payment_methods: fromGraphql.paymentMethods });
  return fromGraphql;
}

describe('whether the shop takes orders', () => {
  it('is answered to anyone, the same by REST and GraphQL, and follows the payment account active for checkout', async () => {
    expect(await statusBothWays()).toEqual({ takingOrders: true, reasons: [], paymentMethods: ['PROMPTPAY'] });

    await sql('update payment_method set active_for_checkout = false');
    expect(await statusBothWays()).toEqual({ takingOrders: false, reasons: ['NO_PAYMENT_ACCOUNT'], paymentMethods: [] });

    await sql('update payment_method set active_for_checkout = true where id = (select min(id) from payment_method)');
    expect(await statusBothWays()).toEqual({ takingOrders: true, reasons: [], paymentMethods: ['PROMPTPAY'] });
  });

  it('empties the kept catalogue answers and pages when the account active for checkout changes, so no page says otherwise', async () => {
    await fetch(`${app.baseUrl}/api/items`);
    expect(app.catalogueCache.size).toBeGreaterThan(0);
    await sql('update payment_method set active_for_checkout = false');
    await expect.poll(() => app.catalogueCache.size, { timeout: 5_000, interval: 20 }).toBe(0);

    await fetch(`${app.baseUrl}/api/items`);
    expect(app.catalogueCache.size).toBeGreaterThan(0);
    await sql('update payment_method set active_for_checkout = true where id = (select min(id) from payment_method)');
    await expect.poll(() => app.catalogueCache.size, { timeout: 5_000, interval: 20 }).toBe(0);
  });
});

describe('the setup checklist', () => {
  const CHECKLIST = '{ setupChecklist { step done } }';
  const checklist = async (token: string) => {
    const { body } = await app.graphql(CHECKLIST, {}, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return Object.fromEntries(body.data.setupChecklist.map(({ step, done }: { step: string; done: boolean }) => [step, done]));
  };

  it('is for staff who see the Overview', async () => {
    expectGraphQLError(await app.graphql(CHECKLIST, {}, null), 'UNAUTHENTICATED');
    const analyst = await app.signIn(AdminRole.EDITOR);
    const { body } = await app.graphql(CHECKLIST, {}, analyst.token);
    const allowed = body.errors === undefined;
    const { body: overview } = await app.graphql('{ dashboardStats { totalUsers } }', {}, analyst.token);
    expect(allowed, 'the checklist is shown to exactly those who may see the Overview').toBe(overview.errors === undefined);
  });

  it("marks the first Super Admin's password done once it was changed, and the mail step by the shop's settings", async () => {
    await sql('update payment_method set active_for_checkout = false');
    const first = await app.signIn(AdminRole.SUPER_ADMIN);
    const second = await app.signIn(AdminRole.SUPER_ADMIN);
    const third = await app.signIn(AdminRole.SUPER_ADMIN);
    expect(await checklist(first.token)).toEqual({ PAYMENT_ACCOUNT: false, FIRST_ADMIN_PASSWORD: false, MAIL_SERVER: false });

    // Another admin's password changing is not the first one's.
    const changeSecond = await app.graphql('mutation($id: Int!) { updateAdmin(id: $id, input: { password: "a-new-password-2" }) { id } }', { id: second.admin.id }, first.token);
    expect(changeSecond.body.errors).toBeUndefined();
    expect((await checklist(first.token)).FIRST_ADMIN_PASSWORD).toBe(false);

    const changeFirst = await app.graphql('mutation($id: Int!) { updateAdmin(id: $id, input: { password: "a-new-password-1" }) { id } }', { id: first.admin.id }, third.token);
    expect(changeFirst.body.errors).toBeUndefined();
    await sql('update payment_method set active_for_checkout = true where id = (select min(id) from payment_method)');
    expect(await checklist(third.token)).toEqual({ PAYMENT_ACCOUNT: true, FIRST_ADMIN_PASSWORD: true, MAIL_SERVER: false });

    const withMailServer = await startTestApp({ sharedDatabase: app.db, mailServer: true });
    try {
      const staff = await withMailServer.signIn(AdminRole.ADMIN);
      expect(await withMailServer.graphql(CHECKLIST, {}, staff.token)).toMatchObject({ body: { data: { setupChecklist: expect.arrayContaining([{ step: 'MAIL_SERVER', done: true }]) } } });
    } finally {
      await withMailServer.close();
    }
  });
});
