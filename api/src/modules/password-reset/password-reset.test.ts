import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import type { ReceivedMail } from '../../test-support/smtp-test-server.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { RESET_REQUESTS_PER_IP_PER_HOUR } from '../auth/login-throttle.js';
import { SmtpMailTransport } from '../mail/mail-transport.js';
import { RESET_REQUESTED } from './password-reset.routes.js';

// One shop and one mail server for the file; each test makes its own accounts and asks from its own client
// address (X-Forwarded-For, believed from loopback), so the per-IP limits of one test never touch another.
let app: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({
    trustProxy: ['loopback'],
    signUpsPerIpPerHour: 1000,
    mailSender: { transport: new SmtpMailTransport(smtp.url, 'Test Shop <no-reply@shop.test>'), policy: { retryDelaysMs: [50, 50] } },
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let ipCount = 0;
/** A client address no other test of this file uses. */
const freshIp = () => `10.19.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;
const tag = () => randomBytes(4).toString('hex');

async function call(method: string, path: string, { json, token, ip = freshIp() }: { json?: unknown; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${app.baseUrl}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

const REQUEST_PATH = { customer: '/api/auth/password-reset/request', staff: '/api/admin/password-reset/request' };
const requestReset = (email: string, { account = 'customer' as keyof typeof REQUEST_PATH, language, ip }: { account?: keyof typeof REQUEST_PATH; language?: string; ip?: string } = {}) =>
  call('POST', REQUEST_PATH[account], { json: { email, language }, ip });
const confirmReset = (token: string, password: string) => call('POST', '/api/auth/password-reset/confirm', { json: { token, password } });

async function newCustomer() {
  const username = `reset${tag()}`;
  const email = `${username}@shop.test`;
  const password = 'first-password-1';
  const registered = await call('POST', '/api/auth/register', { json: { username, email, password } });
  expect(registered.status, registered.text).toBe(202);
  const confirmed = await call('POST', '/api/auth/confirm-email', { json: { token: CONFIRM_LINK.exec((await smtp.mailTo(email)).text)![1] } });
  expect(confirmed.status, confirmed.text).toBe(200);
  forgetMailsTo(email);
  return { username, email, password, token: confirmed.body.token as string };
}

/** Drops what `address` received so far, so the next smtp.mailTo(address) waits for a new mail. */
const forgetMailsTo = (address: string) => smtp.received.splice(0, smtp.received.length, ...smtp.received.filter((mail) => !mail.to.includes(address)));

const CONFIRM_LINK = /http:\/\/shop\.test\/confirm-email\?token=([\w-]{43})/;

const customerLogin = (identifier: string, password: string) => call('POST', '/api/auth/login', { json: { identifier, password } });
const adminLogin = (email: string, password: string) => call('POST', '/api/admin/login', { json: { email, password } });

const LINK = /http:\/\/shop\.test\/reset-password\?token=([\w-]{43})/;
function linkTokenOf(mail: ReceivedMail): string {
  const token = LINK.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  expect(mail.html).toContain(`href="http://shop.test/reset-password?token=${token}"`);
  return token!;
}
const sql = (query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute(query, params);

describe('a shopper who forgot their password', () => {
  it('finishes a sign-up never confirmed: the reset link proves the address, so the account signs in after', async () => {
    const username = `unconfirmed${tag()}`;
    const email = `${username}@shop.test`;
    expect((await call('POST', '/api/auth/register', { json: { username, email, password: 'first-password-1' } })).status).toBe(202);
    await smtp.mailTo(email);
    forgetMailsTo(email);
    expect((await customerLogin(username, 'first-password-1')).status).toBe(401);
    // That sign-in mailed a fresh confirmation link; the reset is what this test follows.
    await smtp.mailTo(email);
    forgetMailsTo(email);
    expect((await requestReset(email)).status).toBe(202);
    expect((await confirmReset(linkTokenOf(await smtp.mailTo(email)), 'second-password-2')).status).toBe(200);
    expect((await customerLogin(username, 'second-password-2')).status).toBe(200);
  });

  it('gets a link by e-mail that sets a new password once, ends the old sessions, and signs in with the new one', async () => {
    const shopper = await newCustomer();
    expect((await call('GET', '/api/auth/me', { token: shopper.token })).status).toBe(200);

    const asked = await requestReset(shopper.email.toUpperCase(), { language: 'en' });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ success: true, message: RESET_REQUESTED, link_minutes: 30 });

    const mail = await smtp.mailTo(shopper.email);
    expect(mail.subject).toBe('Set a new password – Test Shop');
    expect(mail.headers.from).toBe('Test Shop <no-reply@shop.test>');
    expect(mail.text).toContain(`Hello ${shopper.username},`);
    expect(mail.text).toContain('expires in 30 minutes');
    const token = linkTokenOf(mail);

    const reset = await confirmReset(token, 'second-password-2');
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body).toEqual({ success: true, account: 'CUSTOMER' });

    const oldSession = await call('GET', '/api/auth/me', { token: shopper.token });
    expect(oldSession.status).toBe(401);
    expect((await customerLogin(shopper.email, shopper.password)).status).toBe(401);
    const signedIn = await customerLogin(shopper.username, 'second-password-2');
    expect(signedIn.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: signedIn.body.token })).status).toBe(200);

    const again = await confirmReset(token, 'third-password-3');
    expect(again.status).toBe(410);
    expect(again.body.error).toEqual({ code: 'LINK_EXPIRED', message: expect.stringMatching(/already used/) });
    expect((await customerLogin(shopper.username, 'second-password-2')).status).toBe(200);
  });

  it('keeps only the hash of the token; the stored mail shows [hidden] where the link code was', async () => {
    const shopper = await newCustomer();
    await requestReset(shopper.email);
    const token = linkTokenOf(await smtp.mailTo(shopper.email));
    const [reset] = await sql(`select token_hash from password_reset where account = 'CUSTOMER' and account_id = (select id from customer where email = ?)`, [shopper.email]);
    expect(reset.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const storedMail = async () => (await sql(`select text, html, secret, status from mail_message where recipient = ? and kind = 'PASSWORD_RESET'`, [shopper.email]))[0];
    // The server has the mail; the sender records that right after.
    await expect.poll(async () => (await storedMail()).status).toBe('SENT');
    const stored = await storedMail();
    expect(stored.secret).toBeNull();
    expect(stored.text).toContain('http://shop.test/reset-password?token=[hidden]');
    const everyTable = await sql(`select string_agg(t::text, ',') as dump from (select * from mail_message) t`);
    expect(everyTable[0].dump).not.toContain(token);
  });

  it('refuses an expired link with LINK_EXPIRED and leaves the password as it was', async () => {
    const shopper = await newCustomer();
    await requestReset(shopper.email);
    const token = linkTokenOf(await smtp.mailTo(shopper.email));
    await sql(`update password_reset set expires_at = now() - interval '1 second' where token_hash = ?`, [createHash('sha256').update(token).digest('hex')]);

    const refused = await confirmReset(token, 'never-set-password');
    expect(refused.status).toBe(410);
    expect(refused.body.error).toEqual({ code: 'LINK_EXPIRED', message: expect.stringMatching(/expired/) });
    expect((await customerLogin(shopper.email, shopper.password)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: shopper.token })).status).toBe(200);
  });

  it('a newer link and the one used: setting the password through either uses up both', async () => {
    const shopper = await newCustomer();
    await requestReset(shopper.email);
    const first = linkTokenOf(await smtp.mailTo(shopper.email));
    forgetMailsTo(shopper.email);
    await requestReset(shopper.email);
    const second = linkTokenOf(await smtp.mailTo(shopper.email));
    expect(second).not.toBe(first);
    expect((await confirmReset(second, 'second-password-2')).status).toBe(200);
    expect((await confirmReset(first, 'third-password-3')).body.error.code).toBe('LINK_EXPIRED');
  });

  it('checks the new password with the sign-up rules (the link still works after), and refuses made-up links', async () => {
    const shopper = await newCustomer();
    await requestReset(shopper.email);
    const token = linkTokenOf(await smtp.mailTo(shopper.email));

    const short = await confirmReset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual([{ field: 'password', message: 'must be at least 8 characters', reason: 'INVALID' }]);
    const malformed = await confirmReset('not-a-token', 'long-enough-password');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual([{ field: 'token', message: 'is not a link this shop sent', reason: 'INVALID' }]);
    const unknown = await confirmReset(randomBytes(32).toString('base64url'), 'long-enough-password');
    expect(unknown.status).toBe(410);
    expect(unknown.body.error).toEqual({ code: 'LINK_EXPIRED', message: expect.stringMatching(/not valid/) });

    expect((await confirmReset(token, 'long-enough-password')).status).toBe(200);
  });
});

describe('a member of staff who forgot their password (GraphQL, from the dashboard login)', () => {
  const REQUEST = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { linkMinutes } }';
  const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }';

  it('gets a Thai mail for a staff account; the new password signs in, the old token is refused, and the audit log says so', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { name: 'Somchai' });
    const session = await adminLogin(admin.email, password);
    expect(session.status).toBe(200);

    const asked = await app.graphql(REQUEST, { input: { email: admin.email, account: 'STAFF', language: 'TH' } }, null);
    expect(asked.body).toEqual({ data: { requestPasswordReset: { linkMinutes: 30 } } });
    const mail = await smtp.mailTo(admin.email);
    expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่ – Test Shop');
    expect(mail.text).toContain('สวัสดี Somchai');
    expect(mail.text).toContain('บัญชีผู้ดูแลร้าน');
    expect(mail.text).toContain('หมดอายุใน 30 นาที');
    expect(mail.html).toContain('<html lang="th">');

    const reset = await app.graphql(RESET, { input: { token: linkTokenOf(mail), password: 'staff-new-password' } }, null);
    expect(reset.body).toEqual({ data: { resetPassword: 'STAFF' } });
    expect((await call('GET', '/api/admin/me', { token: session.body.token })).status).toBe(401);
    expect((await adminLogin(admin.email, password)).status).toBe(401);
    expect((await adminLogin(admin.email, 'staff-new-password')).status).toBe(200);
    const [entry] = await sql(`select action, entity_type, admin_id, after from audit_entry where entity_id = ? and action = 'reset-password'`, [String(admin.id)]);
    expect(entry).toMatchObject({ action: 'reset-password', entity_type: 'Admin', admin_id: admin.id, after: { credentialsChanged: true } });
  });

  it('a staff request never mails a shopper of the same address, nor the other way round', async () => {
    const shopper = await newCustomer();
    const staffAsked = await requestReset(shopper.email, { account: 'staff' });
    const { admin } = await app.signIn(AdminRole.EDITOR);
    const customerAsked = await requestReset(admin.email);
    expect([staffAsked.status, customerAsked.status]).toEqual([202, 202]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.to.includes(shopper.email) || mail.to.includes(admin.email))).toEqual([]);
  });

  it('refuses an expired link over GraphQL with LINK_EXPIRED', async () => {
    const { admin } = await app.signIn(AdminRole.EDITOR);
    await app.graphql(REQUEST, { input: { email: admin.email, account: 'STAFF' } }, null);
    const token = linkTokenOf(await smtp.mailTo(admin.email));
    await sql(`update password_reset set expires_at = now() - interval '1 minute' where account = 'STAFF' and account_id = ?`, [admin.id]);
    expectGraphQLError(await app.graphql(RESET, { input: { token, password: 'staff-new-password' } }, null), 'LINK_EXPIRED');
  });
});

describe('no account enumeration', () => {
  it('answers a known and an unknown address with the same status and body (REST and GraphQL), mailing only the known one', async () => {
    const shopper = await newCustomer();
    const unknown = `nobody-${tag()}@shop.test`;
    const [known, stranger] = [await requestReset(shopper.email), await requestReset(unknown)];
    expect({ status: stranger.status, text: stranger.text }).toEqual({ status: known.status, text: known.text });

    const gqlRequest = 'mutation($e: String!) { requestPasswordReset(input: { email: $e }) { linkMinutes } }';
    const gqlKnown = await app.graphql(gqlRequest, { e: shopper.email }, null);
    const gqlStranger = await app.graphql(gqlRequest, { e: unknown }, null);
    expect(gqlStranger).toEqual(gqlKnown);

    await smtp.mailTo(shopper.email);
    const mailed = await sql(`select recipient from mail_message where recipient in (?, ?) and kind = 'PASSWORD_RESET'`, [shopper.email, unknown]);
    expect(mailed.map((row) => row.recipient)).toEqual([shopper.email, shopper.email]);
  });

  it('answers a shopper who signs in with Google only (no password to reset) like any other address', async () => {
    const email = `google-${tag()}@shop.test`;
    await sql(`insert into customer (google_sub, email, name) values (?, ?, 'Google Shopper')`, [`sub-${tag()}`, email]);
    const asked = await requestReset(email);
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(RESET_REQUESTED);
    expect(await sql('select id from mail_message where recipient = ?', [email])).toEqual([]);
  });

  it('refuses a malformed address with 400 naming the field, known or not', async () => {
    const refused = await requestReset('not-an-address');
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0]).toMatchObject({ field: 'email' });
  });
});

describe('throttling', () => {
  it('allows 5 requests per address an hour, whether or not it has an account; the 6th is 429 with Retry-After, another address is fine', async () => {
    const shopper = await newCustomer();
    for (const address of [shopper.email, `nobody-${tag()}@shop.test`]) {
      const answers = [];
      for (let request = 0; request < 6; request++) answers.push(await requestReset(address));
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
      expect(answers[5].body.error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(answers[5].headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await requestReset(`other-${tag()}@shop.test`)).status).toBe(202);
  });

  it(`allows ${RESET_REQUESTS_PER_IP_PER_HOUR} requests per client address an hour; then that address is refused, another is not`, async () => {
    const ip = freshIp();
    const answers = [];
    for (let request = 0; request <= RESET_REQUESTS_PER_IP_PER_HOUR; request++) answers.push((await requestReset(`spray-${tag()}@shop.test`, { ip })).status);
    expect(answers.filter((status) => status === 202)).toHaveLength(RESET_REQUESTS_PER_IP_PER_HOUR);
    expect(answers.at(-1)).toBe(429);
    expect((await requestReset(`spray-${tag()}@shop.test`, { ip: freshIp() })).status).toBe(202);
  });

  it('counts staff requests apart from shopper requests', async () => {
    const email = `both-${tag()}@shop.test`;
    const ip = freshIp();
    for (let request = 0; request < 5; request++) await requestReset(email, { ip });
    expect((await requestReset(email, { ip })).status).toBe(429);
    expect((await requestReset(email, { ip, account: 'staff' })).status).toBe(202);
  });
});
