import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let boss: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  boss = await app.signIn(AdminRole.SUPER_ADMIN);
});
afterAll(() => app?.close());

async function signInByPassword(email: string, password: string): Promise<string> {
  const reply = await callAs(app, undefined, 'POST', '/api/admin/login', { email, password });
  expect(reply.status).toBe(200);
  return reply.body.token;
}

const me = (token: string) => callAs(app, token, 'GET', '/api/admin/me');
const updateAdmin = (id: number, change: Record<string, unknown>) => callAs(app, boss.token, 'PUT', `/api/admin/update/${id}`, change);

describe('a password or role change ends the sessions signed before it', () => {
  it("a staff password change: the old token answers 401 at once (REST and GraphQL), the new password's works", async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN);
    const oldToken = await signInByPassword(admin.email, password);
    expect((await me(oldToken)).status).toBe(200);

    expect((await updateAdmin(admin.id, { password: 'a-brand-new-password' })).status).toBe(200);
    const refused = await me(oldToken);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/signed out because the password or role of this account changed/);
    const gql = await app.graphql('{ me { id } }', {}, oldToken);
    expect(gql.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await me(await signInByPassword(admin.email, 'a-brand-new-password'))).status).toBe(200);
  });

  it('a role change ends them too; a name change does not', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN);
    const token = await signInByPassword(admin.email, password);
    expect((await updateAdmin(admin.id, { name: 'Renamed Only' })).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    expect((await updateAdmin(admin.id, { role: 'Editor' })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("a shopper's token stops working once the account's token version moves on", async () => {
    const shopper = await newShopper(app);
    expect((await shopper.call('GET', '/api/orders')).status).toBe(200);
    await app.db.orm.em.fork().getConnection().execute('update customer set token_version = token_version + 1 where id = ?', [shopper.id]);
    expect((await shopper.call('GET', '/api/orders')).status).toBe(401);
  });
});
