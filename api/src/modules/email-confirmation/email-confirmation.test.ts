import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { callAs } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { CUSTOMER_AUDIENCE } from '../auth/tokens.js';
import { Customer } from '../customer/customer.entity.js';

// One app and database for the file: each test uses its own addresses and usernames.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ contents: 'empty', signUpsPerIpPerHour: 1000 });
});
afterAll(() => app?.close());

const unique = (label: string) => `${label}${randomBytes(4).toString('hex')}`;
const newEmail = () => `${unique('pending')}@example.com`;
const register = (fields: Record<string, unknown>) => callAs(app, undefined, 'POST', '/api/auth/register', fields);
const confirm = (token: string) => callAs(app, undefined, 'POST', '/api/auth/confirm-email', { token });
const login = (identifier: string, password: string) => callAs(app, undefined, 'POST', '/api/auth/login', { identifier, password });
const me = (token: string) => callAs(app, token, 'GET', '/api/auth/me');
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

/** The newest confirmation mail to `email`: its link code and its text. */
async function newestConfirmationMail(email: string): Promise<{ secret: string; text: string }> {
  const [mail]: { secret: string; text: string }[] = await sql(`select secret, text from mail_message where recipient = ? and kind = 'CONFIRM_EMAIL' order by id desc limit 1`, [email]);
  expect(mail, `a confirmation link mailed to ${email}`).toBeDefined();
  return mail;
}

const accountRow = async (email: string) =>
  (await sql('select id, username, name, password_hash, language, email_confirmed_at, token_version from customer where email = ?', [email]))[0];

/**
 * Someone signs the owner's address up first (password A), then the owner signs it up (password B); each is
 * mailed a link to the owner's address.
 */
async function twoSignUpsOfOneAddress() {
  const email = newEmail();
  const first = { username: unique('First_'), email, password: 'first-password-A', language: 'th' };
  const owner = { username: unique('Owner_'), email, password: 'owner-password-B', language: 'en' };
  expect((await register(first)).status).toBe(202);
  const firstMail = await newestConfirmationMail(email);
  expect((await register(owner)).status).toBe(202);
  const ownerMail = await newestConfirmationMail(email);
  return { email, first, owner, firstMail, ownerMail };
}

describe('a sign-up of an address whose account is not confirmed yet', () => {
  it("the owner's link sets the owner's password, username and language; the first password, the first link and earlier tokens stop working", async () => {
    const { email, first, owner, ownerMail, firstMail } = await twoSignUpsOfOneAddress();
    const before = await accountRow(email);
    const earlierToken = await app.tokens.sign(CUSTOMER_AUDIENCE, before.id as number, before.token_version as number);
    expect((await me(earlierToken)).status).toBe(200);

    const confirmed = await confirm(ownerMail.secret);
    expect(confirmed.status).toBe(200);
    expect((await login(email, owner.password)).status).toBe(200);
    expect((await login(email, first.password)).status).toBe(401);
    expect((await login(owner.username, owner.password)).status).toBe(200);
    expect((await login(first.username, first.password)).status).toBe(401);

    expect(confirmed.body.user).toEqual({ name: owner.username, email, picture: null, username: owner.username });
    expect((await me(confirmed.body.token)).body.mail_settings).toEqual({ language: 'en', order_update_mails: true });
    expect((await accountRow(email)).token_version).toBe((before.token_version as number) + 1);
    expect((await me(earlierToken)).status).toBe(401);
    expect((await confirm(firstMail.secret)).body.error).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  it('each mail names the username its link confirms, so the owner can tell a sign-up that is not theirs', async () => {
    const { first, owner, ownerMail, firstMail } = await twoSignUpsOfOneAddress();
    expect(firstMail.text).toContain(first.username);
    expect(ownerMail.text).toContain(owner.username);
    expect(ownerMail.text).not.toContain(first.username);
  });

  it("the first sign-up's link, if that is the one opened, sets the first password and voids the later link", async () => {
    const { email, first, owner, ownerMail, firstMail } = await twoSignUpsOfOneAddress();
    const confirmed = await confirm(firstMail.secret);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ username: first.username, name: first.username });
    expect((await me(confirmed.body.token)).body.mail_settings.language).toBe('th');

    expect((await login(email, first.password)).status).toBe(200);
    expect((await login(email, owner.password)).status).toBe(401);
    expect((await confirm(ownerMail.secret)).body.error).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  it('a username taken by someone else before the link is opened: CONFLICT naming the username field, and nothing changes', async () => {
    const { email, owner, ownerMail } = await twoSignUpsOfOneAddress();
    // Taken meanwhile, as by a sign-up racing this one.
    const em = app.db.orm.em.fork();
    em.create(Customer, { email: newEmail(), name: 'Quicker', username: owner.username.toUpperCase(), emailConfirmedAt: new Date() });
    await em.flush();
    const before = await accountRow(email);

    const refused = await confirm(ownerMail.secret);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/sign up again with another username/) });
    expect(refused.body.error.fields).toEqual([{ field: 'username', message: 'is taken', reason: 'TAKEN' }]);
    expectGraphQLError(await app.graphql('mutation($token: String!) { confirmEmail(token: $token) { token } }', { token: ownerMail.secret }, null), 'CONFLICT');
    expect(await accountRow(email)).toEqual(before);
    expect((await login(email, owner.password)).status).toBe(401);

    // Signing up again with another username is the way on.
    const again = { ...owner, username: unique('Owner_') };
    expect((await register(again)).status).toBe(202);
    const confirmed = await confirm((await newestConfirmationMail(email)).secret);
    expect(confirmed.body.user).toMatchObject({ username: again.username });
    expect((await login(again.username, again.password)).status).toBe(200);
  });

  it("reserves a waiting sign-up's username for as long as its link works: another sign-up with it is refused, then allowed once the link expires", async () => {
    const { owner } = await twoSignUpsOfOneAddress();
    const sameUsername = () => register({ username: owner.username.toLowerCase(), email: newEmail(), password: 'someone-else-C' });
    const refused = await sameUsername();
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual([{ field: 'username', message: 'is taken', reason: 'TAKEN' }]);

    await sql(`update email_confirmation set expires_at = now() - interval '1 second' where lower(username) = lower(?)`, [owner.username]);
    expect((await sameUsername()).status).toBe(202);
  });

  it('a link mailed again (asked for, or the right password at sign-in) confirms the password and username the account holds', async () => {
    const { email, first, owner } = await twoSignUpsOfOneAddress();
    expect((await callAs(app, undefined, 'POST', '/api/auth/confirm-email/resend', { email })).status).toBe(202);
    expect((await newestConfirmationMail(email)).text).toContain(first.username);
    expect((await login(first.username, first.password)).status).toBe(401);
    const resent = await newestConfirmationMail(email);
    expect(resent.text).toContain(first.username);
    const confirmed = await confirm(resent.secret);
    expect(confirmed.body.user).toMatchObject({ username: first.username });
    expect((await login(email, first.password)).status).toBe(200);
    expect((await login(email, owner.password)).status).toBe(401);
  });

  it('a link mailed before links kept their own sign-up confirms the account with the password it holds', async () => {
    const { email, first, owner, ownerMail } = await twoSignUpsOfOneAddress();
    await sql(`update email_confirmation set username = null, password_hash = null, language = null where customer_id = (select id from customer where email = ?)`, [email]);
    expect((await confirm(ownerMail.secret)).status).toBe(200);
    expect((await login(first.username, first.password)).status).toBe(200);
    expect((await login(email, owner.password)).status).toBe(401);
  });

  it('a link opened after a password reset confirmed the address changes nothing: LINK_EXPIRED, and the new password stays', async () => {
    const { email, ownerMail } = await twoSignUpsOfOneAddress();
    expect((await callAs(app, undefined, 'POST', '/api/auth/password-reset/request', { email })).status).toBe(202);
    const [reset]: { secret: string }[] = await sql(`select secret from mail_message where recipient = ? and kind = 'PASSWORD_RESET'`, [email]);
    expect((await callAs(app, undefined, 'POST', '/api/auth/password-reset/confirm', { token: reset.secret, password: 'after-reset-D' })).status).toBe(200);

    expect((await confirm(ownerMail.secret)).body.error).toMatchObject({ code: 'LINK_EXPIRED', message: expect.stringMatching(/confirmed/) });
    expect((await login(email, 'after-reset-D')).status).toBe(200);
  });
});
