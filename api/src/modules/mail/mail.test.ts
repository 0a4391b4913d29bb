import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { parseMimeMessage } from '../../test-support/mime-message.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { AdminRole } from '../admin/admin-role.js';
import { MailKind, MailLanguage } from './mail.enums.js';
import { MailOutbox } from './mail-outbox.js';
import { DEFAULT_RETRY_POLICY, deliverDueMails, startMailSender, wakeWhenMailIsQueued } from './mail-sender.js';
import { type MailTransport, mailTransportFor, OutboxFolderTransport, type OutgoingMail, SmtpMailTransport } from './mail-transport.js';
import { passwordResetMail } from './templates/password-reset.template.js';

const RETRY_DELAY_MS = 200;

let app: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({
    contents: 'empty',
    mailSender: { transport: new SmtpMailTransport(smtp.url, 'Test Shop <no-reply@shop.test>'), policy: { retryDelaysMs: [RETRY_DELAY_MS, RETRY_DELAY_MS] } },
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let mailCount = 0;
const freshAddress = () => `mail-${Date.now()}-${++mailCount}@shop.test`;
const sql = (query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute(query, params);

/** Queues a password-reset mail straight through the outbox, as a service does in its transaction. */
async function queueResetMail(address: string, { language = MailLanguage.EN, secret = 'the-secret-code' } = {}) {
  const em = app.db.orm.em.fork();
  const mail = new MailOutbox(app.mailSite).queue(em, MailKind.PASSWORD_RESET, { address, language }, { name: 'Nok', staff: false, minutes: 30 }, { secret });
  await em.flush();
  return mail.id;
}

const mailRow = async (id: number) => (await sql('select status, attempts, last_error, secret, sent_at from mail_message where id = ?', [id]))[0];

describe('the mail sender', () => {
  it('retries a mail the SMTP server refuses, waiting between tries, and sends it once the server recovers', async () => {
    smtp.refuseNext(2);
    const address = freshAddress();
    const queuedAt = Date.now();
    const id = await queueResetMail(address);

    const mail = await smtp.mailTo(address);
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(2 * RETRY_DELAY_MS);
    expect(mail.text).toContain('http://shop.test/reset-password?token=the-secret-code');
    await expect.poll(async () => (await mailRow(id)).status).toBe('SENT');
    expect(await mailRow(id)).toMatchObject({ attempts: 3, secret: null, sent_at: expect.any(String), last_error: expect.stringMatching(/451/) });
    expect(smtp.received.filter((received) => received.to.includes(address))).toHaveLength(1);
  });

  it('gives up after the last retry: FAILED with the reason, and the link code is erased', async () => {
    smtp.refuseNext(3);
    const id = await queueResetMail(freshAddress());
    await expect.poll(async () => (await mailRow(id)).status, { timeout: 5_000 }).toBe('FAILED');
    expect(await mailRow(id)).toMatchObject({ attempts: 3, secret: null, sent_at: null, last_error: expect.stringMatching(/451 Mailbox busy/) });
  });

  it('backs off further after each failure by default: 1, 5, 30, 120 and 360 minutes, six tries in all', () => {
    expect(DEFAULT_RETRY_POLICY.retryDelaysMs.map((ms) => ms / 60_000)).toEqual([1, 5, 30, 120, 360]);
  });

  it('sends each mail once when several instances sweep at the same moment (SKIP LOCKED claims)', async () => {
    const db = await createTestDatabase('empty');
    try {
      const em = db.orm.em.fork();
      const outbox = new MailOutbox(app.mailSite);
      for (let n = 0; n < 45; n++) outbox.queue(em, MailKind.PASSWORD_RESET, { address: `sweep-${n}@shop.test`, language: MailLanguage.TH }, { name: 'N', staff: false, minutes: 30 });
      await em.flush();
      const sent: number[] = [];
      const recording: MailTransport = {
        description: 'memory',
        send: async (mail: OutgoingMail) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          sent.push(mail.id);
        },
        close: () => {},
      };
      const sweeps = await Promise.all([1, 2, 3].map(() => deliverDueMails(db.orm.em.fork(), recording, DEFAULT_RETRY_POLICY)));
      expect(sweeps.reduce((total, counts) => total + counts.sent, 0)).toBe(45);
      expect(new Set(sent).size).toBe(45);
      expect(sent).toHaveLength(45);
    } finally {
      await db.drop();
    }
  });

  it('is woken by a queued mail (NOTIFY from any instance): it sends at once instead of at its next sweep', async () => {
    const db = await createTestDatabase('empty');
    const sender = startMailSender(db.orm, new SmtpMailTransport(smtp.url, 'Test Shop <no-reply@shop.test>'), { intervalMs: 60 * 60_000 }, () => {});
    const wakeups = await wakeWhenMailIsQueued(db.url, sender, () => {});
    try {
      const address = freshAddress();
      const em = db.orm.em.fork();
      new MailOutbox(app.mailSite).queue(em, MailKind.PASSWORD_RESET, { address, language: MailLanguage.EN }, { name: 'Nok', staff: false, minutes: 30 });
      await em.flush();
      expect((await smtp.mailTo(address, 5_000)).subject).toBe('Set a new password – Test Shop');
    } finally {
      await wakeups.stop();
      await sender.stop();
      await db.drop();
    }
  });
});

describe('templates: Thai and English, plain text and simple HTML', () => {
  const site = { shopName: `Nok's <Shop> & "Co"`, publicUrl: 'https://shop.example' };

  it('writes the password-reset mail in English and in Thai, with the shop name and a link from PUBLIC_URL', () => {
    const english = passwordResetMail(site, MailLanguage.EN, { name: 'Nok', staff: false, minutes: 30 });
    const thai = passwordResetMail(site, MailLanguage.TH, { name: 'Nok', staff: true, minutes: 30 });
    expect(english.subject).toBe(`Set a new password – ${site.shopName}`);
    expect(thai.subject).toBe(`ตั้งรหัสผ่านใหม่ – ${site.shopName}`);
    expect(english.text).toContain('Set a new password:\nhttps://shop.example/reset-password?token=[hidden]');
    expect(thai.text).toContain('ตั้งรหัสผ่านใหม่:\nhttps://shop.example/reset-password?token=[hidden]');
    expect(thai.text).toContain('บัญชีผู้ดูแลร้าน');
    expect(english.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(thai.html).toMatch(/^<!doctype html><html lang="th">/);
    expect(thai.html).toContain('href="https://shop.example/reset-password?token=[hidden]"');
  });

  it('escapes every value in the HTML version and leaves the text version as written', () => {
    const mail = passwordResetMail(site, MailLanguage.EN, { name: '<img src=x onerror=alert(1)>', staff: false, minutes: 30 });
    expect(mail.html).toContain('Nok&#39;s &lt;Shop&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<Shop>');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });
});

describe('with no SMTP server (SMTP_URL unset)', () => {
  it('writes mails to DATA_DIR/outbox', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shop-data' });
    expect(config.mail).toMatchObject({ smtpUrl: undefined, outboxDir: '/srv/shop-data/outbox', from: '"Robux Storefront" <no-reply@localhost>' });
    expect(mailTransportFor(config.mail)).toBeInstanceOf(OutboxFolderTransport);
    expect(mailTransportFor(loadConfig({ SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'Shop <shop@example.com>' }).mail)).toBeInstanceOf(SmtpMailTransport);
  });

  it('delivers each mail as one .eml file holding the whole message, link included, and marks it sent', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'storefront-outbox-'));
    const offline = await startTestApp({ contents: 'empty', mailSender: { transport: new OutboxFolderTransport(path.join(folder, 'outbox'), 'Test Shop <no-reply@shop.test>') } });
    try {
      const customer = await offline.db.orm.em.fork().getConnection().execute(
        `insert into customer (email, name, username, password_hash) values ('outbox@shop.test', 'outboxer', 'outboxer', '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA') returning id`,
      );
      expect(customer).toHaveLength(1);
      const asked = await fetch(`${offline.baseUrl}/api/auth/password-reset/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'outbox@shop.test', language: 'th' }),
      });
      expect(asked.status).toBe(202);
      const outbox = path.join(folder, 'outbox');
      await expect.poll(async () => (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')), { timeout: 5_000 }).toHaveLength(1);
      const [file] = await readdir(outbox);
      expect(file).toMatch(/^\d{8}T\d{9}Z-\d+\.eml$/);
      const mail = parseMimeMessage(await readFile(path.join(outbox, file), 'utf8'));
      expect(mail.headers.to).toBe('outbox@shop.test');
      expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่ – Test Shop');
      expect(mail.text).toMatch(/http:\/\/shop\.test\/reset-password\?token=[\w-]{43}/);
      const sentRow = async () => (await offline.db.orm.em.fork().getConnection().execute(`select status, attempts, secret from mail_message`))[0];
      await expect.poll(async () => (await sentRow()).status).toBe('SENT');
      expect(await sentRow()).toEqual({ status: 'SENT', attempts: 1, secret: null });
    } finally {
      await offline.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('mail settings', () => {
  it('need MAIL_FROM with SMTP_URL, and refuse addresses that are not smtp(s):// or e-mail addresses', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM: must be set with SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_FROM: 'Shop' })).toThrow(/MAIL_FROM: must be an e-mail address/);
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
  });

  it('take links from PUBLIC_URL (without a trailing slash), else this machine on PORT', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/', SHOP_NAME: 'Nok Shop' }).mail).toMatchObject({ publicUrl: 'https://shop.example', publicUrlSet: true, shopName: 'Nok Shop' });
    expect(loadConfig({ PORT: '4100' }).mail).toMatchObject({ publicUrl: 'http://localhost:4100', publicUrlSet: false, shopName: 'Robux Storefront' });
  });
});

describe('the Super Admin mail log', () => {
  const LIST = `query($filter: MailLogFilterInput, $page: PageInput) {
    mailMessages(filter: $filter, page: $page) { total mails { id recipient kind language subject status attempts lastError createdAt sentAt } }
  }`;

  it('lists recent mails newest first with their status, and shows one with its text, never its link code (GraphQL and REST)', async () => {
    const boss = await app.signIn(AdminRole.SUPER_ADMIN);
    const address = freshAddress();
    const id = await queueResetMail(address, { language: MailLanguage.TH, secret: 'never-shown-code' });
    await expect.poll(async () => (await mailRow(id)).status).toBe('SENT');

    const listed = await app.graphql(LIST, { filter: { search: address } }, boss.token);
    expect(listed.body.data.mailMessages).toEqual({
      total: 1,
      mails: [{ id, recipient: address, kind: 'PASSWORD_RESET', language: 'TH', subject: 'ตั้งรหัสผ่านใหม่ – Test Shop', status: 'SENT', attempts: 1, lastError: null, createdAt: expect.any(String), sentAt: expect.any(String) }],
    });
    const newestFirst = await app.graphql(LIST, { page: { limit: 100 } }, boss.token);
    const ids = newestFirst.body.data.mailMessages.mails.map((mail: { id: number }) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const failed = await app.graphql(LIST, { filter: { status: 'FAILED' } }, boss.token);
    expect(failed.body.data.mailMessages.mails.every((mail: { status: string }) => mail.status === 'FAILED')).toBe(true);

    const one = await app.graphql('query($id: Int!) { mailMessage(id: $id) { text } }', { id }, boss.token);
    expect(one.body.data.mailMessage.text).toContain('reset-password?token=[hidden]');
    expect(JSON.stringify(one.body)).not.toContain('never-shown-code');

    const rest = await fetch(`${app.baseUrl}/api/admin/mail?status=sent&search=${encodeURIComponent(address)}`, { headers: { authorization: `Bearer ${boss.token}` } });
    expect(await rest.json()).toEqual({
      mails: [expect.objectContaining({ id, to: address, kind: 'PASSWORD_RESET', language: 'th', status: 'SENT', attempts: 1, last_error: null })],
      total: 1,
      offset: 0,
      limit: 24,
    });
    const restOne = await (await fetch(`${app.baseUrl}/api/admin/mail/${id}`, { headers: { authorization: `Bearer ${boss.token}` } })).json();
    expect(restOne).toMatchObject({ id, to: address, text: expect.stringContaining('token=[hidden]') });
    const missing = await fetch(`${app.baseUrl}/api/admin/mail/999999`, { headers: { authorization: `Bearer ${boss.token}` } });
    expect(missing.status).toBe(404);
  });

  it('is for Super Admins only', async () => {
    const admin = await app.signIn(AdminRole.ADMIN);
    expectGraphQLError(await app.graphql(LIST, {}, admin.token), 'FORBIDDEN');
    expect((await fetch(`${app.baseUrl}/api/admin/mail`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(403);
    expect((await fetch(`${app.baseUrl}/api/admin/mail`)).status).toBe(401);
  });
});
