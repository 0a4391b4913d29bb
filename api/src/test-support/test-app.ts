import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { type App, type AppDeps, createApp } from '../app.js';
import { buildGraphQLSchema } from '../graphql/schema.js';
import { AdminRole } from '../modules/admin/admin-role.js';
import { Admin } from '../modules/admin/admin.entity.js';
import { hashPassword } from '../modules/admin/password.js';
import { LoginThrottle, limiterFactory } from '../modules/auth/login-throttle.js';
import { CatalogueCache, type CatalogueCacheLimits, DEFAULT_CATALOGUE_CACHE_LIMITS } from '../modules/catalogue-cache/catalogue-cache.js';
import { listenForCatalogueChanges } from '../modules/catalogue-cache/catalogue-change-listener.js';
import { ADMIN_AUDIENCE, TokenService } from '../modules/auth/tokens.js';
import { GoogleIdTokenVerifier } from '../modules/customer/google-id-token.js';
import { MailOutbox } from '../modules/mail/mail-outbox.js';
import { type MailRetryPolicy, type MailSender, startMailSender } from '../modules/mail/mail-sender.js';
import type { MailTransport } from '../modules/mail/mail-transport.js';
import type { MailSite } from '../modules/mail/templates/mail-layout.js';
import type { OrderEffects } from '../modules/orders/order-transitions.js';
import type { OpenPaymentLimits } from '../modules/payments/open-payment-limits.js';
import type { SlipVerifier } from '../modules/payments/slip-verifier.client.js';
import { AccountLoginCipher } from '../modules/robux-account/account-login-cipher.js';
import { type RobloxUserDirectory, robloxLookupOff } from '../modules/roblox/roblox-users.client.js';
import { AccountExportLimits } from '../modules/robux-account/robux-account-export-limits.js';
import { createSupportPubSub, relaySupportEvents } from '../modules/support/support-live.js';
import { SlipUploadLimits } from '../modules/payments/slip-upload-limits.js';
import { SupportSendLimits } from '../modules/support/support-send-limits.js';
import { LocalImageStorage } from '../modules/uploads/image-storage.js';
import { PgImageStorage } from '../modules/uploads/pg-image-storage.js';
import { GOOGLE_TEST_CLIENT_ID, googleTestKeys } from './google-test-keys.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestAdmin {
  admin: Admin;
  password: string;
  token: string;
}

export interface TestApp {
  baseUrl: string;
  /** The Express app itself, for tests that read its routes. */
  handler: Express;
  /** Another HTTP server running this app, as index.ts runs it. */
  listen: App['listen'];
  closeLiveConnections: App['closeLiveConnections'];
  db: TestDatabase;
  uploadDir: string;
  tokens: TokenService;
  /** The HS256 secret the app signs with, for crafting expired or tampered tokens in tests. */
  signingSecret: string;
  /** A signed-in Editor (may manage the catalogue); its token is what `graphql` and `staffHeaders` send. */
  editor: TestAdmin;
  /** `Authorization` header of the Editor, for REST calls that need staff rights. */
  staffHeaders: { authorization: string };
  /** Creates an admin with this role (and a random e-mail) and signs them in. */
  signIn(role: AdminRole, fields?: { email?: string; password?: string; name?: string }): Promise<TestAdmin>;
  /** The app's cache of anonymous catalogue answers. */
  catalogueCache: CatalogueCache;
  /** The shop name and public address mails are written with. */
  mailSite: MailSite;
  /** The outbox and catalogue cache an order's changes reach (for calling background work, such as the expiry sweep, as the app does). */
  orderEffects: OrderEffects;
  /** Files currently in the upload folder. */
  uploadedFiles(): Promise<string[]>;
  /** POST /graphql as JSON, with the Editor's token unless `token` is given (null: no token). */
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<{ status: number; body: { data?: T; errors?: any[] } }>;
  close(): Promise<void>;
}

const ROOMY_OPEN_PAYMENT_LIMITS: OpenPaymentLimits = { unpaidOrders: 10_000, unpaidTopups: 10_000, slipsInReview: 10_000 };

const TEST_MAIL_SITE: MailSite = { shopName: 'Test Shop', publicUrl: 'http://shop.test' };

/** The real app (GraphQL, REST, uploads, optional web dir) on a random port, over this file's own database. */
export async function startTestApp(
  options: {
    contents?: 'seeded' | 'empty';
    maxUploadBytes?: number;
    webDir?: string;
    /** Google OAuth client id; null: Google sign-in not configured. */
    googleClientId?: string | null;
    corsOrigins?: string[];
    trustProxy?: false | number | string[];
    catalogueCache?: Partial<CatalogueCacheLimits>;
    /** The Roblox username lookup (a local contract server's client); off by default. */
    roblox?: RobloxUserDirectory;
    orderPaymentMinutes?: number;
    /** Unset: roomy, as test files place many orders for one shopper; the shop's own limits have their own tests. */
    openPayments?: OpenPaymentLimits;
    /** Slip pictures one shopper may send per 15 minutes; unset: roomy, for the same reason. */
    slipUploadsPerShopper?: number;
    /** A slip-verifying provider's client (a local contract server's); staff check every slip by default. */
    slipVerifier?: SlipVerifier;
    /** Where images go: the upload folder (default) or PostgreSQL, as instances on a shared database use. */
    imageStorage?: 'folder' | 'database';
    /** Another test app's database, to run a second instance of the shop on it (dropped by its owner). */
    sharedDatabase?: TestDatabase;
    /** Seals account logins: a random key unless given; null: none (production without ACCOUNT_SECRET_KEY). */
    accountLogins?: AccountLoginCipher | null;
    /** Shopper sign-ups allowed from one IP per hour; the shop's own limit unless given. */
    signUpsPerIpPerHour?: number;
    /** The app's logger, readiness checks and /metrics access; quiet defaults unless given. */
    operations?: AppDeps['operations'];
    /** Runs a mail sender into this transport (none by default: queued mails stay queued). */
    mailSender?: { transport: MailTransport; policy?: MailRetryPolicy; intervalMs?: number };
    /** Password-reset requests allowed from one IP per hour; the shop's own limit unless given. */
    resetRequestsPerIpPerHour?: number;
    /** PUBLIC_URL: link previews' absolute links start with it (the request's host when unset). */
    publicUrl?: string;
    /** SMTP_URL is set (the setup checklist's mail step); false unless given. */
    mailServer?: boolean;
  } = {},
): Promise<TestApp> {
  const db = options.sharedDatabase ?? (await createTestDatabase(options.contents));
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-uploads-'));
  const signingSecret = randomBytes(32).toString('hex');
  const tokens = new TokenService(signingSecret);
  const createLimiter = limiterFactory();
  const catalogueCache = new CatalogueCache({ ...DEFAULT_CATALOGUE_CACHE_LIMITS, ...options.catalogueCache });
  const catalogueChanges = await listenForCatalogueChanges(db.url, catalogueCache, () => {});
  const supportLive = createSupportPubSub();
  const mail = new MailOutbox(TEST_MAIL_SITE);
  const supportEvents = await relaySupportEvents(db.url, supportLive, () => {});
  const app = await createApp({
    orm: db.orm,
    schema: await buildGraphQLSchema(),
    images:
      options.imageStorage === 'database'
        ? new PgImageStorage(db.orm, options.maxUploadBytes ?? 5 * 1024 * 1024)
        : new LocalImageStorage(uploadDir, options.maxUploadBytes ?? 5 * 1024 * 1024),
    tokens,
    adminLoginThrottle: new LoginThrottle(createLimiter, 'admin_login', { resetRequestsPerIpPerHour: options.resetRequestsPerIpPerHour }),
    customerLoginThrottle: new LoginThrottle(createLimiter, 'customer_login', {
      signUpsPerIpPerHour: options.signUpsPerIpPerHour,
      resetRequestsPerIpPerHour: options.resetRequestsPerIpPerHour,
    }),
    google: new GoogleIdTokenVerifier(options.googleClientId === null ? undefined : (options.googleClientId ?? GOOGLE_TEST_CLIENT_ID), googleTestKeys),
    catalogueCache,
    corsOrigins: options.corsOrigins ?? [],
    trustProxy: options.trustProxy,
    orders: { roblox: options.roblox ?? robloxLookupOff, paymentMinutes: options.orderPaymentMinutes ?? 30, openPayments: options.openPayments ?? ROOMY_OPEN_PAYMENT_LIMITS },
    slipVerifier: options.slipVerifier,
    supportLive,
    supportSendLimits: new SupportSendLimits(createLimiter),
    slipUploadLimits: new SlipUploadLimits(createLimiter, options.slipUploadsPerShopper ?? 10_000),
    accountExportLimits: new AccountExportLimits(createLimiter),
    mail,
    setup: { mailServer: options.mailServer ?? false },
    accountLogins: options.accountLogins === null ? undefined : (options.accountLogins ?? new AccountLoginCipher(randomBytes(32))),
    webDir: options.webDir,
    publicUrl: options.publicUrl,
    operations: options.operations,
  });
  const mailSender: MailSender | undefined =
    options.mailSender && startMailSender(db.orm, options.mailSender.transport, { intervalMs: options.mailSender.intervalMs ?? 50, policy: options.mailSender.policy }, () => {});
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signIn = async (role: AdminRole, fields: { email?: string; password?: string; name?: string } = {}): Promise<TestAdmin> => {
    const password = fields.password ?? `pw-${randomBytes(6).toString('hex')}`;
    const em = db.orm.em.fork();
    const admin = em.create(Admin, {
      name: fields.name ?? `${role} ${randomBytes(2).toString('hex')}`,
      email: fields.email ?? `${role.replace(' ', '-').toLowerCase()}-${randomBytes(4).toString('hex')}@shop.test`,
      passwordHash: await hashPassword(password),
      role,
    });
    await em.flush();
    return { admin, password, token: await tokens.sign(ADMIN_AUDIENCE, admin.id) };
  };
  const editor = await signIn(AdminRole.EDITOR);

  return {
    baseUrl,
    handler: app.handler,
    listen: app.listen,
    closeLiveConnections: app.closeLiveConnections,
    db,
    uploadDir,
    tokens,
    signingSecret,
    editor,
    staffHeaders: { authorization: `Bearer ${editor.token}` },
    signIn,
    catalogueCache,
    mailSite: TEST_MAIL_SITE,
    orderEffects: { mail, catalogue: catalogueCache },
    uploadedFiles: () => readdir(uploadDir),
    async graphql(query, variables, token = editor.token) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
      await mailSender?.stop();
      await catalogueChanges.stop();
      await supportEvents.stop();
      if (!options.sharedDatabase) await db.drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
