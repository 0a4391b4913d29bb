/**
 * Permission matrix: every admin operation, REST and GraphQL, against every kind of credential.
 *
 *   no / garbage / alg-none / expired / tampered / customer token  → 401 UNAUTHENTICATED, nothing changed
 *   a real admin whose role lacks the permission                   → 403 FORBIDDEN, nothing changed
 *   a real admin whose role has it                                 → allowed, and the change is really there
 *
 * "Nothing changed" is checked on every table (row count + md5 of all rows) and the upload folder.
 * Every call works on records made just for it, so the tests do not depend on their order.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../../graphql/schema.js';
import { apiRoutes } from '../../test-support/api-routes.js';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { multipartForm } from '../../test-support/graphql-multipart.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { claimsOf, headerOf, signedAgo, unsignedToken, withClaimsChanged, withSignatureCharChanged } from '../../test-support/tokens-for-matrix.js';
import { AdminRole } from '../admin/admin-role.js';
import { AccountLoginCipher } from '../robux-account/account-login-cipher.js';
import { Permission, ROLE_PERMISSIONS } from './permissions.js';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE } from './tokens.js';

// ───────────────────────────── who may do what (written out, not read from the app) ─────────────────────────────

const ANY_ADMIN = 'any signed-in admin';
type Requirement = Permission | typeof ANY_ADMIN;

const {
  MANAGE_CATALOGUE,
  MANAGE_PAYMENTS,
  VIEW_REPORTS,
  VIEW_TRANSACTIONS,
  VIEW_CUSTOMERS,
  MANAGE_ORDERS,
  MARK_PAID_WITHOUT_PAYMENT,
  MANAGE_WALLETS,
  MANAGE_ROBUX_ACCOUNTS,
  REVEAL_ACCOUNT_LOGINS,
  MANAGE_ADMINS,
  VIEW_AUDIT_LOG,
  ANSWER_SUPPORT,
  VIEW_MAIL_LOG,
} = Permission;
const EXPECTED_GRANTS: Record<AdminRole, Permission[]> = {
  [AdminRole.EDITOR]: [MANAGE_CATALOGUE],
  [AdminRole.ADMIN]: [MANAGE_CATALOGUE, MANAGE_PAYMENTS, VIEW_REPORTS, VIEW_TRANSACTIONS, VIEW_CUSTOMERS, MANAGE_ORDERS, MANAGE_WALLETS, MANAGE_ROBUX_ACCOUNTS, ANSWER_SUPPORT],
  [AdminRole.SUPER_ADMIN]: Object.values(Permission),
};
const ROLES = [AdminRole.EDITOR, AdminRole.ADMIN, AdminRole.SUPER_ADMIN];
const may = (role: AdminRole, needs: Requirement) => needs === ANY_ADMIN || EXPECTED_GRANTS[role].includes(needs);

/** The schema's root fields that are no staff operation: public reads, sign-ins and the customer's own account. */
const NOT_STAFF_FIELDS = [
  ...['categories', 'category', 'items', 'itemFacets', 'item', 'robuxPackages', 'robuxAccounts', 'robuxAccount', 'googleClientId'],
  ...['adminLogin', 'googleLogin', 'customerRegister', 'customerLogin', 'customerMe', 'updateMailSettings', 'requestPasswordReset', 'resetPassword'],
  ...['confirmEmail', 'resendEmailConfirmation', 'shopStatus', 'shopSocialLinks', 'shopCreators'],
  ...['checkoutPreview', 'checkRobloxUsername', 'placeOrder', 'myOrders', 'order', 'cancelOrder', 'submitPaymentSlip'],
  ...['myWallet', 'startTopup', 'myTopup', 'submitTopupSlip', 'payOrderWithWallet'],
  ...['mySupportConversations', 'openSupportConversation', 'mySupportConversation', 'sendSupportMessage', 'markSupportConversationRead'],
  ...['mySupportUnread', 'supportHours'],
];

/**
 * REST routes without a requirePermission guard: public reads, sign-ins, the shopper's own account, orders
 * and wallet (their services check the shopper's token), and /api/admin/me (any signed-in admin, in the matrix).
 * A new route missing from here and unguarded fails the test above.
 */
const UNGUARDED_REST_ROUTES = [
  ...['GET /api/categories', 'GET /api/categories/:id', 'GET /api/items', 'GET /api/items/:id', 'GET /api/topuprobux', 'GET /api/topuprobux/:id'],
  ...['GET /api/robux-accounts', 'GET /api/robux-accounts/export.xlsx', 'GET /api/robux-accounts/export.pdf', 'GET /api/robux-accounts/:id'],
  ...['POST /api/admin/login', 'GET /api/admin/me'],
  ...['POST /api/auth/google-login', 'POST /api/auth/register', 'POST /api/auth/login', 'GET /api/auth/me', 'PUT /api/auth/me/mail-settings'],
  ...['POST /api/auth/password-reset/request', 'POST /api/auth/password-reset/confirm', 'POST /api/admin/password-reset/request'],
  ...['POST /api/auth/confirm-email', 'POST /api/auth/confirm-email/resend', 'GET /api/shop/status', 'GET /api/shop/social-links', 'GET /api/shop/creators'],
  ...['POST /api/orders/preview', 'POST /api/orders/check-username', 'POST /api/orders', 'GET /api/orders', 'GET /api/orders/:number'],
  ...['POST /api/orders/:number/cancel', 'POST /api/orders/:number/slip', 'POST /api/orders/:number/pay-with-wallet'],
  ...['GET /api/wallet', 'POST /api/wallet/topups', 'GET /api/wallet/topups/:id', 'POST /api/wallet/topups/:id/slip'],
  ...['GET /api/support/conversations', 'POST /api/support/conversations', 'GET /api/support/conversations/:id/messages'],
  ...['POST /api/support/conversations/:id/messages', 'POST /api/support/conversations/:id/read', 'GET /api/support/messages/:id/image'],
  ...['GET /api/support/hours', 'GET /api/support/unread'],
];

// ───────────────────────────── app, callers and bad credentials ─────────────────────────────

/** How a request identifies itself: the raw Authorization header (if any) and, for real staff, who that is. */
interface Caller {
  authorization?: string;
  adminId?: number;
}

const BAD_CREDENTIALS = [
  'no token',
  'garbage token',
  'alg none (unsigned, Super Admin claims)',
  'expired (Super Admin, signed 13 h ago)',
  'tampered payload (Editor token re-labelled with the Super Admin id)',
  'tampered signature (Super Admin token, one character changed)',
  'customer token (same id as the Super Admin)',
] as const;
type BadCredential = (typeof BAD_CREDENTIALS)[number];

let app: TestApp;
const staff = {} as Record<AdminRole, TestAdmin>;
const bad = {} as Record<BadCredential, Caller>;
let responsesChecked = 0;

const callerFor = (signedIn: TestAdmin): Caller => ({ authorization: `Bearer ${signedIn.token}`, adminId: signedIn.admin.id });
const bearer = (token: string): Caller => ({ authorization: `Bearer ${token}` });
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await startTestApp({ accountLogins: loginCipher });
  staff[AdminRole.EDITOR] = app.editor;
  staff[AdminRole.ADMIN] = await app.signIn(AdminRole.ADMIN);
  staff[AdminRole.SUPER_ADMIN] = await app.signIn(AdminRole.SUPER_ADMIN);
  const superAdmin = staff[AdminRole.SUPER_ADMIN];
  // A real customer with the Super Admin's id: only the token audience can tell the two apart.
  await sql(`insert into customer (id, email, name) values (?, ?, 'Matrix Customer') on conflict (id) do nothing`, [
    superAdmin.admin.id,
    `customer-${randomBytes(4).toString('hex')}@shop.test`,
  ]);
  // Customers made later take ids past it, not into it.
  await sql(`select setval(pg_get_serial_sequence('customer', 'id'), (select max(id) from customer))`);

  Object.assign(bad, {
    'no token': {},
    'garbage token': { authorization: 'Bearer not-a-jwt' },
    'alg none (unsigned, Super Admin claims)': bearer(unsignedToken(claimsOf(superAdmin.token))),
    'expired (Super Admin, signed 13 h ago)': bearer(await signedAgo(app.tokens, ADMIN_AUDIENCE, superAdmin.admin.id, 13 * HOUR)),
    'tampered payload (Editor token re-labelled with the Super Admin id)': bearer(
      withClaimsChanged(staff[AdminRole.EDITOR].token, { sub: String(superAdmin.admin.id) }),
    ),
    'tampered signature (Super Admin token, one character changed)': bearer(withSignatureCharChanged(superAdmin.token)),
    'customer token (same id as the Super Admin)': bearer(await app.tokens.sign(CUSTOMER_AUDIENCE, superAdmin.admin.id)),
  } satisfies Record<BadCredential, Caller>);
});
afterAll(() => app?.close());

// ───────────────────────────── requests ─────────────────────────────

/** Status, parsed body and error code (REST `error.code` / GraphQL `errors[0].extensions.code`) of a response. */
interface Outcome {
  status: number;
  body: any;
  code?: string;
}

/** Reads a response (JSON parsed, other text such as CSV kept as it is), failing at once if it contains a password hash. */
async function outcomeOf(response: Response, codeOf: (body: any) => string | undefined): Promise<Outcome> {
  const text = await response.text();
  expect(text, `${response.url} answered with a password hash`).not.toContain('$argon2');
  responsesChecked++;
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  const body = !text ? undefined : isJson ? JSON.parse(text) : text;
  return { status: response.status, body, code: codeOf(body) };
}

/** A REST call with a JSON body, a multipart form, or none. */
async function rest(method: string, path: string, caller: Caller, body?: FormData | Record<string, unknown>): Promise<Outcome> {
  const headers: Record<string, string> = caller.authorization ? { authorization: caller.authorization } : {};
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return outcomeOf(response, (json) => json?.error?.code);
}

/** A GraphQL call as JSON, or as a multipart request with a PNG in `variables[fileVariable]`. */
async function gql(query: string, variables: Record<string, unknown>, caller: Caller, fileVariable?: string): Promise<Outcome> {
  const headers: Record<string, string> = caller.authorization ? { authorization: caller.authorization } : {};
  let body: FormData | string;
  if (fileVariable) {
    headers['apollo-require-preflight'] = 'true';
    body = multipartForm(query, { ...variables, [fileVariable]: null }, { [`variables.${fileVariable}`]: png });
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  }
  const response = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body });
  return outcomeOf(response, (json) => json?.errors?.[0]?.extensions?.code);
}

// ───────────────────────────── database: fresh records, read-back, "nothing changed" ─────────────────────────────

const png = { bytes: imageSamples.png };
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

function sql(query: string, params: unknown[] = []): Promise<any[]> {
  return app.db.orm.em.fork().getConnection().execute(query, params);
}
const rowOf = async (table: string, id: number) => (await sql(`select * from "${table}" where id = ?`, [id]))[0];
const rowWhere = async (table: string, column: string, value: unknown) => (await sql(`select * from "${table}" where "${column}" = ?`, [value]))[0];
const inserted = async (query: string, params: unknown[]) => (await sql(`${query} returning id`, params))[0].id as number;

const freshCategory = () => inserted(`insert into category (name, image_url) values (?, '/images/matrix.png')`, [unique('Matrix game')]);
const freshItem = async (categoryId?: number) =>
  inserted(`insert into item (name, category_id, price, image_url) values (?, ?, '10.00', '/images/matrix.png')`, [
    unique('Matrix item'),
    categoryId ?? (await freshCategory()),
  ]);
const randomAmount = () => 1_000 + Math.floor(Math.random() * 9_000_000);
const freshPackage = () => inserted(`insert into robux_package (amount, price, image_url) values (?, '49.00', '/images/matrix.png')`, [randomAmount()]);
const freshAdmin = async () => (await app.signIn(AdminRole.EDITOR)).admin.id;
const freshEmail = () => `matrix-${randomBytes(4).toString('hex')}@shop.test`;
const isUploaded = async (url: string) => (await app.uploadedFiles()).includes(url.replace(/^\/uploads\//, ''));
const freshMethod = () => inserted(`insert into payment_method (type, name, details) values ('Bank', ?, 'xxx-x-x1234-x')`, [unique('Matrix Bank')]);
const freshCustomer = () => inserted(`insert into customer (email, name) values (?, 'Matrix shopper')`, [freshEmail()]);
/** A wallet holding `amount`, credited by one goodwill transfer, made straight in the database. */
const freshWallet = (customerId: number, amount = '120.50') =>
  sql(
    `with account as (insert into ledger_account (kind, customer_id, balance) values ('WALLET', ?, ?) returning id),
          transfer as (insert into ledger_transfer (key, kind, amount, from_account_id, to_account_id)
                       select ?, 'ADJUSTMENT', ?, (select id from ledger_account where kind = 'GOODWILL'), account.id from account
                       returning id, from_account_id, to_account_id)
     insert into ledger_entry (transfer_id, account_id, amount, balance_after)
     select id, from_account_id, -(?::numeric), null::numeric from transfer union all select id, to_account_id, ?::numeric, ?::numeric from transfer`,
    [customerId, amount, unique('adjust:matrix'), amount, amount, amount, amount],
  );
/** A sent mail, made straight in the database. */
const freshMail = async () => {
  const recipient = freshEmail();
  const id = await inserted(
    `insert into mail_message (recipient, language, kind, subject, text, html, status, attempts, sent_at) values (?, 'en', 'PASSWORD_RESET', 'Matrix mail', 'Matrix text', '<p>Matrix</p>', 'SENT', 1, now())`,
    [recipient],
  );
  return { id, recipient };
};
/** A customer's conversation (OPEN unless told) holding one unread message of theirs, made straight in the database. */
const freshConversation = async (status = 'OPEN') => {
  const id = await inserted(`insert into support_conversation (customer_id, reason, status) values (?, 'GENERAL', ?)`, [await freshCustomer(), status]);
  await sql(`insert into support_message (conversation_id, author, body) values (?, 'CUSTOMER', 'Matrix question')`, [id]);
  return { id };
};
let daysUsed = 0;
/** A Bangkok day no other call of this file has transactions on, so a from/to filter selects only the ones made for the call. */
const freshDay = () => new Date(Date.UTC(2090, 0, 1 + daysUsed++)).toISOString().slice(0, 10);
/** A completed transaction at noon (Bangkok) of `day`. */
const freshTransaction = (day: string, type: 'Deposit' | 'Withdrawal', amount: string, customerId: number | null = null) =>
  inserted(`insert into "transaction" (type, amount, method, status, occurred_at, customer_id) values (?, ?, 'PromptPay', 'Completed', ?, ?)`, [
    type,
    amount,
    `${day}T05:00:00Z`,
    customerId,
  ]);
const count = async (table: string) => (await sql(`select count(*)::int as n from "${table}"`))[0].n as number;

const TABLES = [
  ...['admin', 'audit_entry', 'category', 'customer', 'item', 'payment_method', 'robux_package', 'transaction'],
  ...['customer_order', 'order_line', 'order_event', 'payment', 'payment_slip'],
  ...['ledger_account', 'ledger_transfer', 'ledger_entry', 'wallet_topup', 'robux_account'],
  ...['mail_message', 'password_reset', 'shop_creator'],
];
const loginCipher = new AccountLoginCipher(randomBytes(32));
const LISTING = 'id robux rate price status hasLogin';
/** A Robux account listing for sale, with a sealed login, made straight in the database. */
async function freshListing() {
  const [{ id }] = await sql(`select 'RBX-' || nextval('robux_account_number_seq') as id`);
  await sql(`insert into robux_account (public_id, robux, rate, account_type, login_sealed) values (?, 1000, '100', 'Matrix type', ?)`, [
    id,
    loginCipher.seal({ username: 'matrix_seller', password: 'matrix-pass', recoveryEmail: null, notes: null }, id),
  ]);
  return { id: id as string };
}
const listingRow = async (publicId: string) => (await sql(`select public_id, robux, rate::text as rate, status from robux_account where public_id = ?`, [publicId]))[0];
const MATRIX_CSV = 'robux,rate,acc_type\n2500,88,Matrix import\n';
const csvFile = () => ({ bytes: Buffer.from(`${MATRIX_CSV.replace('Matrix import', unique('Matrix import'))}`), name: 'listings.csv', type: 'text/csv' });

/** An order awaiting payment, of a fresh customer, made straight in the database. */
async function freshOrder() {
  const number = `RS-M${randomBytes(4).toString('hex')}`;
  const id = await inserted(
    `insert into customer_order (number, customer_id, total, roblox_username, idempotency_key, cart_fingerprint, expires_at)
     values (?, ?, '10.00', 'Matrix_User', gen_random_uuid(), 'matrix', now() + interval '30 minutes')`,
    [number, await freshCustomer()],
  );
  return { id, number };
}
/** An order whose slip waits for staff (its payment and a slip), made straight in the database. */
/** A slip sent before every other, so that it heads its review queue's first page. */
const waitingLongestSlip = `insert into payment_slip (payment_id, sending_bank, trans_ref, qr_payload, image, content_type, submitted_at)
  values (?, '004', ?, 'matrix slip QR', ?, 'image/png', (select coalesce(min(submitted_at), now()) - interval '1 second' from payment_slip))`;

async function freshOrderInReview() {
  const order = await freshOrder();
  await sql(`update customer_order set status = 'PAYMENT_REVIEW' where id = ?`, [order.id]);
  // Not awaiting: matrix orders all have the same total, and only awaited amounts must differ.
  const paymentId = await inserted(
    `insert into payment (order_id, amount, amount_offset, promptpay_id, receiver_name, awaiting) values (?, '10.01', '0.01', '0812345678', 'Matrix Shop', false)`,
    [order.id],
  );
  const slipId = await inserted(waitingLongestSlip, [paymentId, unique('matrix'), imageSamples.png]);
  return { ...order, slipId };
}
/** A wallet top-up whose slip waits for staff, made straight in the database. */
async function freshTopupInReview() {
  const topupId = await inserted(`insert into wallet_topup (customer_id, amount, status, expires_at) values (?, '100.00', 'PAYMENT_REVIEW', now() + interval '30 minutes')`, [await freshCustomer()]);
  const paymentId = await inserted(
    `insert into payment (topup_id, amount, amount_offset, promptpay_id, receiver_name, awaiting) values (?, '100.01', '0.01', '0812345678', 'Matrix Shop', false)`,
    [topupId],
  );
  const slipId = await inserted(waitingLongestSlip, [paymentId, unique('matrix'), imageSamples.png]);
  return { topupId, slipId };
}
/** Row count and checksum of every table, and the upload folder's files. */
async function everything() {
  const rows = await sql(
    TABLES.map((t) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x.id), '')) as sum from "${t}" x`).join(
      ' union all ',
    ),
  );
  return { tables: Object.fromEntries(rows.map((r) => [r.t, `${r.n} rows, md5 ${r.sum}`])), uploads: (await app.uploadedFiles()).sort() };
}

// ───────────────────────────── the operations ─────────────────────────────

interface Operation<Ctx = any> {
  /** The route or root field, and after it in brackets what sets this call apart when one has several. */
  name: string;
  api: 'REST' | 'GraphQL';
  needs: Requirement;
  /** What the REST route's guard asks, when the call needs more (`needs`, checked by the service past the guard). */
  guardedBy?: Permission;
  /** Makes the records this call works on (fresh every time). */
  arrange: () => Promise<Ctx>;
  act: (ctx: Ctx, caller: Caller) => Promise<Outcome>;
  /** After an allowed call: reads back what it should have changed (or returned). */
  expectEffect: (ctx: Ctx, outcome: Outcome, caller: Caller) => Promise<void>;
}
const op = <Ctx>(operation: Operation<Ctx>): Operation => operation;

const CATEGORY = 'id name imageUrl';
const ITEM = 'id name price imageUrl';
const PACKAGE = 'id amount price imageUrl';
const ADMIN = 'id name email role';
const METHOD = 'id type name details';

const OPERATIONS: Operation[] = [
  // REST catalogue
  op({
    name: 'POST /api/categories', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ name: unique('New game') }),
    act: ({ name }, caller) => rest('POST', '/api/categories', caller, formWith({ name }, { image: png })),
    expectEffect: async ({ name }, { status, body }) => {
      expect(status).toBe(201);
      expect(await rowWhere('category', 'name', name)).toMatchObject({ id: body.id, image_url: body.image });
      expect(await isUploaded(body.image)).toBe(true);
    },
  }),
  op({
    name: 'PUT /api/categories/:id', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshCategory(), name: unique('Renamed game') }),
    act: ({ id, name }, caller) => rest('PUT', `/api/categories/${id}`, caller, { name }),
    expectEffect: async ({ id, name }) => expect((await rowOf('category', id)).name).toBe(name),
  }),
  op({
    name: 'DELETE /api/categories/:id', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshCategory() }),
    act: ({ id }, caller) => rest('DELETE', `/api/categories/${id}`, caller),
    expectEffect: async ({ id }) => expect(await rowOf('category', id)).toBeUndefined(),
  }),
  op({
    name: 'POST /api/items', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ categoryId: await freshCategory(), name: unique('New item') }),
    act: ({ categoryId, name }, caller) =>
      rest('POST', '/api/items', caller, formWith({ name, category_id: String(categoryId), price: '10.00' }, { image: png })),
    expectEffect: async ({ categoryId, name }, { status, body }) => {
      expect(status).toBe(201);
      expect(await rowWhere('item', 'name', name)).toMatchObject({ id: body.id, category_id: categoryId, price: '10.00', image_url: body.image_url });
      expect(await isUploaded(body.image_url)).toBe(true);
    },
  }),
  op({
    name: 'PUT /api/items/:id', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshItem() }),
    act: ({ id }, caller) => rest('PUT', `/api/items/${id}`, caller, { price: '12.34' }),
    expectEffect: async ({ id }) => expect((await rowOf('item', id)).price).toBe('12.34'),
  }),
  op({
    name: 'DELETE /api/items/:id', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshItem() }),
    act: ({ id }, caller) => rest('DELETE', `/api/items/${id}`, caller),
    expectEffect: async ({ id }) => expect(await rowOf('item', id)).toBeUndefined(),
  }),
  op({
    name: 'PUT /api/items/adjust-prices', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => {
      const categoryId = await freshCategory();
      return { categoryId, itemId: await freshItem(categoryId) };
    },
    act: ({ categoryId }, caller) => rest('PUT', '/api/items/adjust-prices', caller, { percentage: 10, category_id: categoryId }),
    expectEffect: async ({ itemId }, { body }) => {
      expect(body).toEqual({ updatedCount: 1 });
      expect((await rowOf('item', itemId)).price).toBe('11.00');
    },
  }),
  op({
    name: 'POST /api/topuprobux', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ amount: randomAmount() }),
    act: ({ amount }, caller) => rest('POST', '/api/topuprobux', caller, formWith({ amount: String(amount), price: '49.00' }, { image: png })),
    expectEffect: async ({ amount }, { status, body }) => {
      expect(status).toBe(201);
      expect(await rowOf('robux_package', body.id)).toMatchObject({ amount, price: '49.00', image_url: body.image_url });
      expect(await isUploaded(body.image_url)).toBe(true);
    },
  }),
  op({
    name: 'PUT /api/topuprobux/:id', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshPackage() }),
    act: ({ id }, caller) => rest('PUT', `/api/topuprobux/${id}`, caller, { price: '55.55' }),
    expectEffect: async ({ id }) => expect((await rowOf('robux_package', id)).price).toBe('55.55'),
  }),
  op({
    name: 'DELETE /api/topuprobux/:id', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshPackage() }),
    act: ({ id }, caller) => rest('DELETE', `/api/topuprobux/${id}`, caller),
    expectEffect: async ({ id }) => expect(await rowOf('robux_package', id)).toBeUndefined(),
  }),
  op({
    name: 'POST /api/uploads', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({}),
    act: (_ctx, caller) => rest('POST', '/api/uploads', caller, formWith({}, { image: png })),
    expectEffect: async (_ctx, { status, body }) => {
      expect(status).toBe(201);
      expect(await isUploaded(body.secure_url)).toBe(true);
    },
  }),
  op({
    name: 'PUT /api/shop/social-links', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ url: `https://www.facebook.com/${unique('matrix').replace(' ', '-')}` }),
    act: ({ url }, caller) => rest('PUT', '/api/shop/social-links', caller, { facebook: url }),
    expectEffect: async ({ url }) => expect(await sql('select network, url from shop_social_link')).toEqual([{ network: 'FACEBOOK', url }]),
  }),
  op({
    name: 'PUT /api/shop/creators', api: 'REST', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ name: unique('Matrix creator') }),
    act: ({ name }, caller) => rest('PUT', '/api/shop/creators', caller, { creators: [{ name }] }),
    expectEffect: async ({ name }) => expect(await sql('select name from shop_creator')).toEqual([{ name }]),
  }),
  // REST staff accounts
  op({
    name: 'GET /api/admin/all', api: 'REST', needs: MANAGE_ADMINS,
    arrange: async () => ({}),
    act: (_ctx, caller) => rest('GET', '/api/admin/all', caller),
    expectEffect: async (_ctx, { body }) => {
      const ids = (await sql('select id from admin order by id')).map((r) => r.id);
      expect(body.admins.map((a: { id: number }) => a.id)).toEqual(ids);
    },
  }),
  op({
    name: 'POST /api/admin/register', api: 'REST', needs: MANAGE_ADMINS,
    arrange: async () => ({ email: freshEmail() }),
    act: ({ email }, caller) => rest('POST', '/api/admin/register', caller, { name: 'Matrix Editor', email, password: 'a-long-password', role: 'Editor' }),
    expectEffect: async ({ email }, { status, body }) => {
      expect(status).toBe(201);
      expect(await rowWhere('admin', 'email', email)).toMatchObject({ id: body.admin.id, role: AdminRole.EDITOR });
    },
  }),
  op({
    name: 'PUT /api/admin/update/:id', api: 'REST', needs: MANAGE_ADMINS,
    arrange: async () => ({ id: await freshAdmin(), name: unique('Renamed admin') }),
    act: ({ id, name }, caller) => rest('PUT', `/api/admin/update/${id}`, caller, { name }),
    expectEffect: async ({ id, name }) => expect((await rowOf('admin', id)).name).toBe(name),
  }),
  op({
    name: 'DELETE /api/admin/delete/:id', api: 'REST', needs: MANAGE_ADMINS,
    arrange: async () => ({ id: await freshAdmin() }),
    act: ({ id }, caller) => rest('DELETE', `/api/admin/delete/${id}`, caller),
    expectEffect: async ({ id }) => expect(await rowOf('admin', id)).toBeUndefined(),
  }),
  op({
    name: 'GET /api/admin/me', api: 'REST', needs: ANY_ADMIN,
    arrange: async () => ({}),
    act: (_ctx, caller) => rest('GET', '/api/admin/me', caller),
    expectEffect: async (_ctx, { body }, caller) => {
      const stored = await rowOf('admin', caller.adminId!);
      expect(body.admin).toEqual({ id: stored.id, name: stored.name, email: stored.email, role: stored.role });
    },
  }),
  // REST transactions
  op({
    name: 'GET /api/transactions/export.csv', api: 'REST', needs: VIEW_TRANSACTIONS,
    arrange: async () => {
      const day = freshDay();
      return { day, id: await freshTransaction(day, 'Deposit', '150.25') };
    },
    act: ({ day }, caller) => rest('GET', `/api/transactions/export.csv?from=${day}&to=${day}`, caller),
    expectEffect: async ({ day, id }, { body }) => {
      expect(body.split('\r\n')).toEqual(['id,date,type,amount,method,status,customer_email,order_number,demo', `${id},${day},Deposit,150.25,PromptPay,Completed,,,`, '']);
    },
  }),
  // REST orders
  op({
    name: 'GET /api/admin/orders', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrder,
    act: ({ number }, caller) => rest('GET', `/api/admin/orders?search=${number}`, caller),
    expectEffect: async ({ number }, { body }) => expect(body.orders.map((o: { number: string }) => o.number)).toEqual([number]),
  }),
  op({
    name: 'GET /api/admin/orders/export.csv', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrder,
    act: ({ number }, caller) => rest('GET', `/api/admin/orders/export.csv?search=${number}`, caller),
    expectEffect: async ({ number }, { body }) => expect(body.split('\r\n')[1]).toMatch(new RegExp(`^${number},`)),
  }),
  op({
    name: 'GET /api/admin/orders/:number', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrder,
    act: ({ number }, caller) => rest('GET', `/api/admin/orders/${number}`, caller),
    expectEffect: async ({ number }, { body }) => expect(body).toMatchObject({ number, status: 'AWAITING_PAYMENT' }),
  }),
  op({
    name: 'POST /api/admin/orders/:number/status', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: ({ number }, caller) => rest('POST', `/api/admin/orders/${number}/status`, caller, { status: 'PAID' }),
    expectEffect: async ({ id }) => expect(await rowOf('customer_order', id)).toMatchObject({ status: 'PAID' }),
  }),
  op({
    name: 'POST /api/admin/orders/:number/status (PAID without payment)', api: 'REST', needs: MARK_PAID_WITHOUT_PAYMENT, guardedBy: MANAGE_ORDERS,
    arrange: freshOrder,
    act: ({ number }, caller) => rest('POST', `/api/admin/orders/${number}/status`, caller, { status: 'PAID', reason: 'Matrix cash payment' }),
    expectEffect: async ({ id }) => {
      expect(await rowOf('customer_order', id)).toMatchObject({ status: 'PAID' });
      expect((await sql('select note from order_event where order_id = ?', [id])).map((event) => event.note)).toEqual(['Matrix cash payment']);
    },
  }),
  op({
    name: 'GET /api/admin/payment-reviews', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: (_ctx, caller) => rest('GET', '/api/admin/payment-reviews', caller),
    expectEffect: async ({ number, slipId }, { body }) =>
      expect(body.reviews.find((review: { order: { number: string } }) => review.order.number === number).slip).toMatchObject({ id: slipId, sending_bank: '004' }),
  }),
  op({
    name: 'GET /api/admin/payment-slips/:id', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: ({ slipId }, caller) => rest('GET', `/api/admin/payment-slips/${slipId}`, caller),
    expectEffect: async (_ctx, { status }) => expect(status).toBe(200),
  }),
  op({
    name: 'POST /api/admin/orders/:number/payment/approve', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: ({ number }, caller) => rest('POST', `/api/admin/orders/${number}/payment/approve`, caller),
    expectEffect: async ({ id }) => expect(await rowOf('customer_order', id)).toMatchObject({ status: 'PAID' }),
  }),
  op({
    name: 'POST /api/admin/orders/:number/payment/reject', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: ({ number }, caller) => rest('POST', `/api/admin/orders/${number}/payment/reject`, caller, { reason: 'Matrix check' }),
    expectEffect: async ({ id }) => expect(await rowOf('customer_order', id)).toMatchObject({ status: 'AWAITING_PAYMENT' }),
  }),
  op({
    name: 'GET /api/admin/customers/wallets', api: 'REST', needs: VIEW_CUSTOMERS,
    arrange: async () => {
      const customerId = await freshCustomer();
      await freshWallet(customerId);
      return { customerId };
    },
    act: (_ctx, caller) => rest('GET', '/api/admin/customers/wallets?search=matrix', caller),
    expectEffect: async ({ customerId }, { body }) =>
      expect(body.customers.find((row: { customer: { id: number } }) => row.customer.id === customerId)).toMatchObject({ orders_count: 0, total_credited: '120.50', balance: '120.50' }),
  }),
  op({
    name: 'POST /api/admin/customers/:id/wallet/adjust', api: 'REST', needs: MANAGE_WALLETS,
    arrange: async () => ({ customerId: await freshCustomer() }),
    act: ({ customerId }, caller) => rest('POST', `/api/admin/customers/${customerId}/wallet/adjust`, caller, { amount: '25.00', reason: 'Matrix goodwill' }),
    expectEffect: async ({ customerId }) =>
      expect((await sql('select balance::text as balance from ledger_account where customer_id = ?', [customerId]))[0]).toEqual({ balance: '25.00' }),
  }),
  op({
    name: 'GET /api/admin/wallets/reconciliation', api: 'REST', needs: MANAGE_WALLETS,
    arrange: async () => ({}),
    act: (_ctx, caller) => rest('GET', '/api/admin/wallets/reconciliation', caller),
    expectEffect: async (_ctx, { body }) => expect(body).toMatchObject({ ok: true, mismatched_wallets: [], unbalanced_transfers: 0 }),
  }),
  op({
    name: 'GET /api/admin/topup-reviews', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshTopupInReview,
    act: (_ctx, caller) => rest('GET', '/api/admin/topup-reviews', caller),
    expectEffect: async ({ topupId, slipId }, { body }) =>
      expect(body.reviews.find((review: { topup: { id: number } }) => review.topup.id === topupId).slip).toMatchObject({ id: slipId, sending_bank: '004' }),
  }),
  op({
    name: 'POST /api/admin/topups/:id/payment/approve', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshTopupInReview,
    act: ({ topupId }, caller) => rest('POST', `/api/admin/topups/${topupId}/payment/approve`, caller),
    expectEffect: async ({ topupId }) => expect(await rowOf('wallet_topup', topupId)).toMatchObject({ status: 'CREDITED' }),
  }),
  op({
    name: 'POST /api/admin/topups/:id/payment/reject', api: 'REST', needs: MANAGE_ORDERS,
    arrange: freshTopupInReview,
    act: ({ topupId }, caller) => rest('POST', `/api/admin/topups/${topupId}/payment/reject`, caller, { reason: 'Matrix check' }),
    expectEffect: async ({ topupId }) => expect(await rowOf('wallet_topup', topupId)).toMatchObject({ status: 'AWAITING_PAYMENT', note: 'Matrix check' }),
  }),

  // GraphQL catalogue
  op({
    name: 'createCategory', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ name: unique('New game') }),
    act: ({ name }, caller) =>
      gql(`mutation($image: Upload!, $input: CreateCategoryInput!) { createCategory(image: $image, input: $input) { ${CATEGORY} } }`, { input: { name } }, caller, 'image'),
    expectEffect: async ({ name }, { body }) => {
      const created = body.data.createCategory;
      expect(await rowWhere('category', 'name', name)).toMatchObject({ id: created.id, image_url: created.imageUrl });
      expect(await isUploaded(created.imageUrl)).toBe(true);
    },
  }),
  op({
    name: 'updateCategory', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshCategory(), name: unique('Renamed game') }),
    act: ({ id, name }, caller) =>
      gql(`mutation($id: Int!, $input: UpdateCategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY} } }`, { id, input: { name } }, caller),
    expectEffect: async ({ id, name }) => expect((await rowOf('category', id)).name).toBe(name),
  }),
  op({
    name: 'deleteCategory', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshCategory() }),
    act: ({ id }, caller) => gql('mutation($id: Int!) { deleteCategory(id: $id) }', { id }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('category', id)).toBeUndefined(),
  }),
  op({
    name: 'createItem', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ categoryId: await freshCategory(), name: unique('New item') }),
    act: ({ categoryId, name }, caller) =>
      gql(
        `mutation($image: Upload!, $input: CreateItemInput!) { createItem(image: $image, input: $input) { ${ITEM} } }`,
        { input: { name, categoryId, price: '10.00' } },
        caller,
        'image',
      ),
    expectEffect: async ({ categoryId, name }, { body }) => {
      const created = body.data.createItem;
      expect(await rowWhere('item', 'name', name)).toMatchObject({ id: created.id, category_id: categoryId, price: '10.00', image_url: created.imageUrl });
      expect(await isUploaded(created.imageUrl)).toBe(true);
    },
  }),
  op({
    name: 'updateItem', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshItem() }),
    act: ({ id }, caller) =>
      gql(`mutation($id: Int!, $input: UpdateItemInput!) { updateItem(id: $id, input: $input) { ${ITEM} } }`, { id, input: { price: '12.34' } }, caller),
    expectEffect: async ({ id }) => expect((await rowOf('item', id)).price).toBe('12.34'),
  }),
  op({
    name: 'deleteItem', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshItem() }),
    act: ({ id }, caller) => gql('mutation($id: Int!) { deleteItem(id: $id) }', { id }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('item', id)).toBeUndefined(),
  }),
  op({
    name: 'adjustPrices', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => {
      const categoryId = await freshCategory();
      return { categoryId, itemId: await freshItem(categoryId) };
    },
    act: ({ categoryId }, caller) =>
      gql(
        'mutation($percentage: Decimal, $categoryId: Int) { adjustPrices(percentage: $percentage, categoryId: $categoryId) { updatedCount } }',
        { percentage: '10', categoryId },
        caller,
      ),
    expectEffect: async ({ itemId }, { body }) => {
      expect(body.data.adjustPrices).toEqual({ updatedCount: 1 });
      expect((await rowOf('item', itemId)).price).toBe('11.00');
    },
  }),
  op({
    name: 'adjustPricesPreview', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => {
      const categoryId = await freshCategory();
      await freshItem(categoryId);
      return { categoryId };
    },
    act: ({ categoryId }, caller) =>
      gql('query($categoryId: Int) { adjustPricesPreview(percentage: "10", categoryId: $categoryId) { itemCount } }', { categoryId }, caller),
    expectEffect: async (_arranged, { body }) => expect(body.data.adjustPricesPreview).toEqual({ itemCount: 1 }),
  }),
  op({
    name: 'createRobuxPackage', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ amount: randomAmount() }),
    act: ({ amount }, caller) =>
      gql(
        `mutation($image: Upload!, $input: CreateRobuxPackageInput!) { createRobuxPackage(image: $image, input: $input) { ${PACKAGE} } }`,
        { input: { amount, price: '49.00' } },
        caller,
        'image',
      ),
    expectEffect: async ({ amount }, { body }) => {
      const created = body.data.createRobuxPackage;
      expect(await rowOf('robux_package', created.id)).toMatchObject({ amount, price: '49.00', image_url: created.imageUrl });
      expect(await isUploaded(created.imageUrl)).toBe(true);
    },
  }),
  op({
    name: 'updateRobuxPackage', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshPackage() }),
    act: ({ id }, caller) =>
      gql(
        `mutation($id: Int!, $input: UpdateRobuxPackageInput!) { updateRobuxPackage(id: $id, input: $input) { ${PACKAGE} } }`,
        { id, input: { price: '55.55' } },
        caller,
      ),
    expectEffect: async ({ id }) => expect((await rowOf('robux_package', id)).price).toBe('55.55'),
  }),
  op({
    name: 'deleteRobuxPackage', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ id: await freshPackage() }),
    act: ({ id }, caller) => gql('mutation($id: Int!) { deleteRobuxPackage(id: $id) }', { id }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('robux_package', id)).toBeUndefined(),
  }),
  op({
    name: 'uploadImage (multipart)', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql('mutation($file: Upload!) { uploadImage(file: $file) }', {}, caller, 'file'),
    expectEffect: async (_ctx, { body }) => expect(await isUploaded(body.data.uploadImage)).toBe(true),
  }),
  op({
    name: 'setShopSocialLinks', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ url: `https://discord.gg/${unique('matrix').replace(' ', '-')}` }),
    act: ({ url }, caller) => gql('mutation($url: String) { setShopSocialLinks(input: { discord: $url }) { network url } }', { url }, caller),
    expectEffect: async ({ url }) => expect(await sql('select network, url from shop_social_link')).toEqual([{ network: 'DISCORD', url }]),
  }),
  op({
    name: 'setShopCreators', api: 'GraphQL', needs: MANAGE_CATALOGUE,
    arrange: async () => ({ name: unique('Matrix creator') }),
    act: ({ name }, caller) => gql('mutation($name: String!) { setShopCreators(creators: [{ name: $name }]) { id } }', { name }, caller),
    expectEffect: async ({ name }) => expect(await sql('select name from shop_creator')).toEqual([{ name }]),
  }),
  // GraphQL staff accounts and audit log
  op({
    name: 'admins', api: 'GraphQL', needs: MANAGE_ADMINS,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql(`{ admins { ${ADMIN} } }`, {}, caller),
    expectEffect: async (_ctx, { body }) => {
      const ids = (await sql('select id from admin order by id')).map((r) => r.id);
      expect(body.data.admins.map((a: { id: number }) => a.id)).toEqual(ids);
    },
  }),
  op({
    name: 'registerAdmin', api: 'GraphQL', needs: MANAGE_ADMINS,
    arrange: async () => ({ email: freshEmail() }),
    act: ({ email }, caller) =>
      gql(
        `mutation($input: RegisterAdminInput!) { registerAdmin(input: $input) { ${ADMIN} } }`,
        { input: { name: 'Matrix Editor', email, password: 'a-long-password', role: 'EDITOR' } },
        caller,
      ),
    expectEffect: async ({ email }, { body }) => {
      expect(body.data.registerAdmin.role).toBe('EDITOR');
      expect(await rowWhere('admin', 'email', email)).toMatchObject({ id: body.data.registerAdmin.id, role: AdminRole.EDITOR });
    },
  }),
  op({
    name: 'updateAdmin', api: 'GraphQL', needs: MANAGE_ADMINS,
    arrange: async () => ({ id: await freshAdmin(), name: unique('Renamed admin') }),
    act: ({ id, name }, caller) =>
      gql(`mutation($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { ${ADMIN} } }`, { id, input: { name } }, caller),
    expectEffect: async ({ id, name }) => expect((await rowOf('admin', id)).name).toBe(name),
  }),
  op({
    name: 'deleteAdmin', api: 'GraphQL', needs: MANAGE_ADMINS,
    arrange: async () => ({ id: await freshAdmin() }),
    act: ({ id }, caller) => gql('mutation($id: Int!) { deleteAdmin(id: $id) }', { id }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('admin', id)).toBeUndefined(),
  }),
  op({
    name: 'auditLog', api: 'GraphQL', needs: VIEW_AUDIT_LOG,
    // The newest entry is one written just now, so the log must start with it.
    arrange: async () => ({
      id: await inserted(`insert into audit_entry (admin_id, admin_email, action, entity_type) values (0, 'matrix@shop.test', 'matrix-check', ?)`, [
        unique('Matrix'),
      ]),
    }),
    act: (_ctx, caller) => gql('{ auditLog { id action entityType } }', {}, caller),
    expectEffect: async ({ id }, { body }) => expect(body.data.auditLog[0]).toMatchObject({ id, action: 'matrix-check' }),
  }),
  op({
    name: 'me', api: 'GraphQL', needs: ANY_ADMIN,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql(`{ me { ${ADMIN} } }`, {}, caller),
    expectEffect: async (_ctx, { body }, caller) => {
      const stored = await rowOf('admin', caller.adminId!);
      const roleName = Object.entries(AdminRole).find(([, value]) => value === stored.role)![0];
      expect(body.data.me).toEqual({ id: stored.id, name: stored.name, email: stored.email, role: roleName });
    },
  }),
  // GraphQL payments, transactions, reports and customers
  op({
    name: 'paymentMethods', api: 'GraphQL', needs: MANAGE_PAYMENTS,
    arrange: async () => ({ id: await freshMethod() }),
    act: (_ctx, caller) => gql(`{ paymentMethods { ${METHOD} } }`, {}, caller),
    expectEffect: async ({ id }, { body }) => {
      const stored = await rowOf('payment_method', id);
      expect(body.data.paymentMethods).toContainEqual({ id, type: 'BANK', name: stored.name, details: stored.details });
    },
  }),
  op({
    name: 'createPaymentMethod', api: 'GraphQL', needs: MANAGE_PAYMENTS,
    arrange: async () => ({ name: unique('New bank') }),
    act: ({ name }, caller) =>
      gql(
        `mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ${METHOD} } }`,
        { input: { type: 'PROMPTPAY', name, details: '08x-xxx-1234' } },
        caller,
      ),
    expectEffect: async ({ name }, { body }) =>
      expect(await rowWhere('payment_method', 'name', name)).toMatchObject({ id: body.data.createPaymentMethod.id, type: 'PromptPay', details: '08x-xxx-1234' }),
  }),
  op({
    name: 'updatePaymentMethod', api: 'GraphQL', needs: MANAGE_PAYMENTS,
    arrange: async () => ({ id: await freshMethod(), name: unique('Renamed wallet') }),
    act: ({ id, name }, caller) =>
      gql(
        `mutation($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { ${METHOD} } }`,
        { id, input: { type: 'CRYPTO', name, details: '0xabc…def' } },
        caller,
      ),
    expectEffect: async ({ id, name }) => expect(await rowOf('payment_method', id)).toMatchObject({ type: 'Crypto', name, details: '0xabc…def' }),
  }),
  op({
    name: 'deletePaymentMethod', api: 'GraphQL', needs: MANAGE_PAYMENTS,
    arrange: async () => ({ id: await freshMethod() }),
    act: ({ id }, caller) => gql('mutation($id: Int!) { deletePaymentMethod(id: $id) }', { id }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('payment_method', id)).toBeUndefined(),
  }),
  op({
    name: 'transactions', api: 'GraphQL', needs: VIEW_TRANSACTIONS,
    arrange: async () => {
      const day = freshDay();
      return { day, id: await freshTransaction(day, 'Deposit', '150.25') };
    },
    act: ({ day }, caller) =>
      gql('query($filter: TransactionFilterInput) { transactions(filter: $filter) { total transactions { id amount date } } }', { filter: { from: day, to: day } }, caller),
    expectEffect: async ({ day, id }, { body }) =>
      expect(body.data.transactions).toEqual({ total: 1, transactions: [{ id, amount: '150.25', date: day }] }),
  }),
  op({
    name: 'paymentReport', api: 'GraphQL', needs: VIEW_REPORTS,
    arrange: async () => {
      const day = freshDay();
      await freshTransaction(day, 'Deposit', '150.25');
      await freshTransaction(day, 'Withdrawal', '-40.00');
      return { day };
    },
    act: ({ day }, caller) =>
      gql(
        'query($filter: TransactionFilterInput) { paymentReport(filter: $filter) { totalDeposits totalWithdrawals balance transactionCount } }',
        { filter: { from: day, to: day } },
        caller,
      ),
    expectEffect: async (_ctx, { body }) =>
      expect(body.data.paymentReport).toEqual({ totalDeposits: '150.25', totalWithdrawals: '-40.00', balance: '110.25', transactionCount: 2 }),
  }),
  op({
    name: 'dashboardStats', api: 'GraphQL', needs: VIEW_REPORTS,
    // The newest item is one made just now, so the latest items must start with it.
    arrange: async () => ({ itemId: await freshItem() }),
    act: (_ctx, caller) => gql('{ dashboardStats { totalTransactions totalUsers latestItems { id } } }', {}, caller),
    expectEffect: async ({ itemId }, { body }) => {
      const stats = body.data.dashboardStats;
      expect(stats).toMatchObject({ totalTransactions: await count('transaction'), totalUsers: await count('customer') });
      expect(stats.latestItems[0]).toEqual({ id: itemId });
    },
  }),
  op({
    name: 'setupChecklist', api: 'GraphQL', needs: VIEW_REPORTS,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql('{ setupChecklist { step done } }', {}, caller),
    expectEffect: async (_ctx, { body }) =>
      expect(body.data.setupChecklist).toContainEqual({ step: 'PAYMENT_ACCOUNT', done: (await sql('select 1 from payment_method where active_for_checkout')).length > 0 }),
  }),
  op({
    name: 'waitingWork', api: 'GraphQL', needs: ANY_ADMIN,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql('{ waitingWork { ordersToDeliver unreadSupportConversations todaySales } }', {}, caller),
    // Each figure only for a role that may open its screen: an Editor gets none of them.
    expectEffect: async (_ctx, { body }, caller) => {
      const role: AdminRole = (await rowOf('admin', caller.adminId!)).role;
      const [{ paid }] = await sql(`select count(*)::int as paid from customer_order where status = 'PAID'`);
      expect(body.data.waitingWork).toMatchObject({
        ordersToDeliver: may(role, MANAGE_ORDERS) ? paid : null,
        unreadSupportConversations: may(role, ANSWER_SUPPORT) ? expect.any(Number) : null,
        todaySales: may(role, VIEW_REPORTS) ? expect.any(String) : null,
      });
    },
  }),
  op({
    name: 'orders', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshOrder,
    act: ({ number }, caller) => gql('query($f: StaffOrderFilterInput) { orders(filter: $f) { total orders { number customer { id } } } }', { f: { search: number } }, caller),
    expectEffect: async ({ number, id }, { body }) =>
      expect(body.data.orders).toEqual({ total: 1, orders: [{ number, customer: { id: (await rowOf('customer_order', id)).customer_id } }] }),
  }),
  op({
    name: 'adminOrder', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshOrder,
    act: ({ number }, caller) => gql('query($n: String!) { adminOrder(number: $n) { number status staffMoves { status needsReason withoutPayment } } }', { n: number }, caller),
    expectEffect: async ({ number }, { body }) =>
      expect(body.data.adminOrder).toEqual({
        number,
        status: 'AWAITING_PAYMENT',
        staffMoves: [
          { status: 'PAYMENT_REVIEW', needsReason: false, withoutPayment: false },
          { status: 'PAID', needsReason: true, withoutPayment: true },
          { status: 'CANCELLED', needsReason: true, withoutPayment: false },
        ],
      }),
  }),
  op({
    name: 'setOrderStatus', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshOrder,
    act: ({ number }, caller) =>
      gql('mutation($n: String!) { setOrderStatus(number: $n, status: CANCELLED, note: "Matrix check") { status } }', { n: number }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('customer_order', id)).toMatchObject({ status: 'CANCELLED' }),
  }),
  op({
    name: 'setOrderStatus (PAID without payment)', api: 'GraphQL', needs: MARK_PAID_WITHOUT_PAYMENT,
    arrange: freshOrder,
    act: ({ number }, caller) =>
      gql('mutation($n: String!) { setOrderStatus(number: $n, status: PAID, reason: "Matrix cash payment") { status } }', { n: number }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('customer_order', id)).toMatchObject({ status: 'PAID' }),
  }),
  op({
    name: 'paymentReviews', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: (_ctx, caller) => gql('{ paymentReviews { reviews { order { number } slip { id sendingBank } } } }', {}, caller),
    expectEffect: async ({ number, slipId }, { body }) =>
      expect(body.data.paymentReviews.reviews).toContainEqual({ order: { number }, slip: { id: slipId, sendingBank: '004' } }),
  }),
  op({
    name: 'approvePayment', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: ({ number }, caller) => gql('mutation($n: String!) { approvePayment(number: $n) { status } }', { n: number }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('customer_order', id)).toMatchObject({ status: 'PAID' }),
  }),
  op({
    name: 'rejectPayment', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshOrderInReview,
    act: ({ number }, caller) => gql('mutation($n: String!) { rejectPayment(number: $n, reason: "Matrix check") { status } }', { n: number }, caller),
    expectEffect: async ({ id }) => expect(await rowOf('customer_order', id)).toMatchObject({ status: 'AWAITING_PAYMENT' }),
  }),
  op({
    name: 'customerWallets', api: 'GraphQL', needs: VIEW_CUSTOMERS,
    arrange: async () => {
      const customerId = await freshCustomer();
      await freshWallet(customerId);
      return { customerId };
    },
    act: (_ctx, caller) => gql('{ customerWallets(search: "matrix", page: { limit: 100 }) { customers { customer { id } ordersCount totalCredited balance } total } }', {}, caller),
    expectEffect: async ({ customerId }, { body }) =>
      expect(body.data.customerWallets.customers).toContainEqual({ customer: { id: customerId }, ordersCount: 0, totalCredited: '120.50', balance: '120.50' }),
  }),
  op({
    name: 'customerProfile', api: 'GraphQL', needs: VIEW_CUSTOMERS,
    arrange: async () => {
      const customerId = await freshCustomer();
      await freshWallet(customerId);
      return { customerId, transactionId: await freshTransaction(freshDay(), 'Deposit', '150.25', customerId) };
    },
    act: ({ customerId }, caller) =>
      gql(
        'query($customerId: Int!) { customerProfile(customerId: $customerId) { wallet { customer { id } balance } walletEntries { amount kind } recentOrders { number } recentTransactions { id } } }',
        { customerId },
        caller,
      ),
    expectEffect: async ({ customerId, transactionId }, { body }) =>
      expect(body.data.customerProfile).toEqual({
        wallet: { customer: { id: customerId }, balance: '120.50' },
        walletEntries: [{ amount: '120.50', kind: 'ADJUSTMENT' }],
        recentOrders: [],
        recentTransactions: [{ id: transactionId }],
      }),
  }),
  op({
    name: 'adjustWallet', api: 'GraphQL', needs: MANAGE_WALLETS,
    arrange: async () => ({ customerId: await freshCustomer() }),
    act: ({ customerId }, caller) => gql('mutation($c: Int!) { adjustWallet(customerId: $c, amount: "40.00", reason: "Matrix goodwill") { balance } }', { c: customerId }, caller),
    expectEffect: async (_ctx, { body }) => expect(body.data.adjustWallet).toEqual({ balance: '40.00' }),
  }),
  op({
    name: 'ledgerReconciliation', api: 'GraphQL', needs: MANAGE_WALLETS,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql('{ ledgerReconciliation { ok mismatchedWallets unbalancedTransfers } }', {}, caller),
    expectEffect: async (_ctx, { body }) => expect(body.data.ledgerReconciliation).toEqual({ ok: true, mismatchedWallets: [], unbalancedTransfers: 0 }),
  }),
  op({
    name: 'topupReviews', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshTopupInReview,
    act: (_ctx, caller) => gql('{ topupReviews { reviews { topup { id } slip { id } } } }', {}, caller),
    expectEffect: async ({ topupId, slipId }, { body }) => expect(body.data.topupReviews.reviews).toContainEqual({ topup: { id: topupId }, slip: { id: slipId } }),
  }),
  op({
    name: 'approveTopup', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshTopupInReview,
    act: ({ topupId }, caller) => gql('mutation($id: Int!) { approveTopup(id: $id) { status } }', { id: topupId }, caller),
    expectEffect: async ({ topupId }) => expect(await rowOf('wallet_topup', topupId)).toMatchObject({ status: 'CREDITED' }),
  }),
  op({
    name: 'rejectTopup', api: 'GraphQL', needs: MANAGE_ORDERS,
    arrange: freshTopupInReview,
    act: ({ topupId }, caller) => gql('mutation($id: Int!) { rejectTopup(id: $id, reason: "Matrix check") { status } }', { id: topupId }, caller),
    expectEffect: async ({ topupId }) => expect(await rowOf('wallet_topup', topupId)).toMatchObject({ status: 'AWAITING_PAYMENT' }),
  }),
  // Robux account listings
  op({
    name: 'GET /api/admin/robux-accounts', api: 'REST', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: freshListing,
    act: ({ id }, caller) => rest('GET', `/api/admin/robux-accounts?search=${id}`, caller),
    expectEffect: async ({ id }, { body }) => expect(body.items).toEqual([expect.objectContaining({ id, has_login: true, status: 'AVAILABLE' })]),
  }),
  op({
    name: 'POST /api/admin/robux-accounts', api: 'REST', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: async () => ({ type: unique('Matrix type') }),
    act: ({ type }, caller) => rest('POST', '/api/admin/robux-accounts', caller, { robux: 2000, rate: '95', acc_type: type, login: { username: 'u', password: 'p' } }),
    expectEffect: async ({ type }, { status, body }) => {
      expect(status).toBe(201);
      expect(await rowWhere('robux_account', 'account_type', type)).toMatchObject({ public_id: body.id, price: '190.00' });
    },
  }),
  op({
    name: 'POST /api/admin/robux-accounts/import', api: 'REST', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: async () => ({ file: csvFile() }),
    act: ({ file }, caller) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'text/csv' }), file.name);
      return rest('POST', '/api/admin/robux-accounts/import', caller, form);
    },
    expectEffect: async (_ctx, { body }) => {
      expect(body.refused).toEqual([]);
      expect(await listingRow(body.created[0])).toMatchObject({ robux: 2500, rate: '88.00' });
    },
  }),
  op({
    name: 'PUT /api/admin/robux-accounts/:id', api: 'REST', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: freshListing,
    act: ({ id }, caller) => rest('PUT', `/api/admin/robux-accounts/${id}`, caller, { rate: '120' }),
    expectEffect: async ({ id }) => expect(await listingRow(id)).toMatchObject({ rate: '120.00' }),
  }),
  op({
    name: 'DELETE /api/admin/robux-accounts/:id', api: 'REST', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: freshListing,
    act: ({ id }, caller) => rest('DELETE', `/api/admin/robux-accounts/${id}`, caller),
    expectEffect: async ({ id }) => expect(await listingRow(id)).toBeUndefined(),
  }),
  op({
    name: 'POST /api/admin/robux-accounts/:id/reveal-login', api: 'REST', needs: REVEAL_ACCOUNT_LOGINS,
    arrange: freshListing,
    act: ({ id }, caller) => rest('POST', `/api/admin/robux-accounts/${id}/reveal-login`, caller),
    expectEffect: async ({ id }, { body }, caller) => {
      expect(body).toEqual({ username: 'matrix_seller', password: 'matrix-pass', recovery_email: null, notes: null });
      expect(await rowWhere('audit_entry', 'entity_id', id)).toMatchObject({ action: 'reveal_login', admin_id: caller.adminId });
    },
  }),
  op({
    name: 'staffRobuxAccounts', api: 'GraphQL', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: freshListing,
    act: ({ id }, caller) => gql(`query($s: String) { staffRobuxAccounts(search: $s) { items { ${LISTING} } } }`, { s: id }, caller),
    expectEffect: async ({ id }, { body }) => expect(body.data.staffRobuxAccounts.items).toEqual([{ id, robux: 1000, rate: '100.00', price: '100.00', status: 'AVAILABLE', hasLogin: true }]),
  }),
  op({
    name: 'createRobuxAccount', api: 'GraphQL', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: async () => ({ type: unique('Matrix type') }),
    act: ({ type }, caller) => gql(`mutation($t: String!) { createRobuxAccount(input: {robux: 3000, rate: "100", accountType: $t}) { ${LISTING} } }`, { t: type }, caller),
    expectEffect: async ({ type }, { body }) => expect(await rowWhere('robux_account', 'account_type', type)).toMatchObject({ public_id: body.data.createRobuxAccount.id, price: '300.00' }),
  }),
  op({
    name: 'updateRobuxAccount', api: 'GraphQL', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: freshListing,
    act: ({ id }, caller) => gql(`mutation($id: String!) { updateRobuxAccount(id: $id, input: {robux: 4000}) { ${LISTING} } }`, { id }, caller),
    expectEffect: async ({ id }) => expect(await listingRow(id)).toMatchObject({ robux: 4000 }),
  }),
  op({
    name: 'deleteRobuxAccount', api: 'GraphQL', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: freshListing,
    act: ({ id }, caller) => gql('mutation($id: String!) { deleteRobuxAccount(id: $id) }', { id }, caller),
    expectEffect: async ({ id }) => expect(await listingRow(id)).toBeUndefined(),
  }),
  op({
    name: 'importRobuxAccounts', api: 'GraphQL', needs: MANAGE_ROBUX_ACCOUNTS,
    arrange: async () => ({ file: csvFile() }),
    act: async ({ file }, caller) => {
      const query = 'mutation($file: Upload!) { importRobuxAccounts(file: $file) { created refused { line reason } } }';
      const headers: Record<string, string> = { 'apollo-require-preflight': 'true', ...(caller.authorization ? { authorization: caller.authorization } : {}) };
      const body = multipartForm(query, { file: null }, { 'variables.file': file });
      return outcomeOf(await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body }), (json) => json?.errors?.[0]?.extensions?.code);
    },
    expectEffect: async (_ctx, { body }) => {
      expect(body.data.importRobuxAccounts.refused).toEqual([]);
      expect(await listingRow(body.data.importRobuxAccounts.created[0])).toMatchObject({ robux: 2500 });
    },
  }),
  op({
    name: 'revealRobuxAccountLogin', api: 'GraphQL', needs: REVEAL_ACCOUNT_LOGINS,
    arrange: freshListing,
    act: ({ id }, caller) => gql('mutation($id: String!) { revealRobuxAccountLogin(id: $id) { username password } }', { id }, caller),
    expectEffect: async ({ id }, { body }) => {
      expect(body.data.revealRobuxAccountLogin).toEqual({ username: 'matrix_seller', password: 'matrix-pass' });
      expect(await rowWhere('audit_entry', 'entity_id', id)).toMatchObject({ action: 'reveal_login' });
    },
  }),
  // Support conversations
  op({
    name: 'GET /api/admin/support/conversations', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: (_ctx, caller) => rest('GET', '/api/admin/support/conversations?status=OPEN', caller),
    expectEffect: async ({ id }, { body }) => expect(body.conversations[0]).toMatchObject({ id, unread_count: 1, last_message_preview: 'Matrix question' }),
  }),
  op({
    name: 'GET /api/admin/support/counts', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: (_ctx, caller) => rest('GET', '/api/admin/support/counts', caller),
    expectEffect: async (_ctx, { body }) => expect(body.unread).toBeGreaterThanOrEqual(1),
  }),
  op({
    name: 'GET /api/admin/support/conversations/:id/messages', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => rest('GET', `/api/admin/support/conversations/${id}/messages`, caller),
    expectEffect: async (_ctx, { body }) => expect(body.messages).toEqual([expect.objectContaining({ author: 'CUSTOMER', body: 'Matrix question' })]),
  }),
  op({
    name: 'POST /api/admin/support/conversations/:id/messages', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => rest('POST', `/api/admin/support/conversations/${id}/messages`, caller, { body: 'Matrix answer' }),
    expectEffect: async ({ id }, _outcome, caller) => {
      expect(await rowWhere('support_message', 'admin_id', caller.adminId)).toMatchObject({ author: 'STAFF', body: 'Matrix answer' });
      expect((await rowOf('support_conversation', id)).status).toBe('WAITING_FOR_CUSTOMER');
    },
  }),
  op({
    name: 'POST /api/admin/support/conversations/:id/close', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => rest('POST', `/api/admin/support/conversations/${id}/close`, caller),
    expectEffect: async ({ id }) => expect((await rowOf('support_conversation', id)).status).toBe('CLOSED'),
  }),
  op({
    name: 'POST /api/admin/support/conversations/:id/reopen', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: () => freshConversation('CLOSED'),
    act: ({ id }, caller) => rest('POST', `/api/admin/support/conversations/${id}/reopen`, caller),
    expectEffect: async ({ id }) => expect((await rowOf('support_conversation', id)).status).toBe('OPEN'),
  }),
  op({
    name: 'POST /api/admin/support/conversations/:id/read', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => rest('POST', `/api/admin/support/conversations/${id}/read`, caller),
    expectEffect: async ({ id }) => expect((await rowOf('support_conversation', id)).staff_read_at).not.toBeNull(),
  }),
  op({
    name: 'supportInbox', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: (_ctx, caller) => gql('{ supportInbox(status: OPEN) { total conversations { id unreadCount } } }', {}, caller),
    expectEffect: async ({ id }, { body }) => expect(body.data.supportInbox.conversations[0]).toEqual({ id, unreadCount: 1 }),
  }),
  op({
    name: 'supportInboxCounts', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: (_ctx, caller) => gql('{ supportInboxCounts { open unread } }', {}, caller),
    expectEffect: async (_ctx, { body }) => expect(body.data.supportInboxCounts.unread).toBeGreaterThanOrEqual(1),
  }),
  op({
    name: 'GET /api/admin/support/settings', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: async () => ({}),
    act: (_ctx, caller) => rest('GET', '/api/admin/support/settings', caller),
    expectEffect: async (_ctx, { body }) => expect(body.reply_mail_minutes).toEqual(expect.any(Number)),
  }),
  op({
    name: 'PUT /api/admin/support/settings', api: 'REST', needs: ANSWER_SUPPORT,
    arrange: async () => ({}),
    act: (_ctx, caller) => rest('PUT', '/api/admin/support/settings', caller, { hours: null, reply_mail_minutes: 5 }),
    expectEffect: async (_ctx, _outcome, caller) => {
      const [entry] = await sql(`select action from audit_entry where entity_type = 'SupportSettings' and admin_id = ?`, [caller.adminId]);
      expect(entry).toMatchObject({ action: 'update' });
    },
  }),
  op({
    name: 'supportSettings', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql('{ supportSettings { replyMailMinutes } }', {}, caller),
    expectEffect: async (_ctx, { body }) => expect(body.data.supportSettings.replyMailMinutes).toEqual(expect.any(Number)),
  }),
  op({
    name: 'updateSupportSettings', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: async () => ({}),
    act: (_ctx, caller) => gql('mutation { updateSupportSettings(input: { hours: null, replyMailMinutes: 5 }) { replyMailMinutes } }', {}, caller),
    expectEffect: async (_ctx, _outcome, caller) => {
      const [entry] = await sql(`select action from audit_entry where entity_type = 'SupportSettings' and admin_id = ?`, [caller.adminId]);
      expect(entry).toMatchObject({ action: 'update' });
    },
  }),
  op({
    name: 'supportConversation', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => gql('query($id: Int!) { supportConversation(conversationId: $id) { messages { body } } }', { id }, caller),
    expectEffect: async (_ctx, { body }) => expect(body.data.supportConversation.messages).toEqual([{ body: 'Matrix question' }]),
  }),
  op({
    name: 'replySupportConversation', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => gql('mutation($id: Int!) { replySupportConversation(conversationId: $id, body: "Matrix answer") { conversation { status } } }', { id }, caller),
    expectEffect: async ({ id }) => expect((await rowOf('support_conversation', id)).status).toBe('WAITING_FOR_CUSTOMER'),
  }),
  op({
    name: 'closeSupportConversation', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => gql('mutation($id: Int!) { closeSupportConversation(conversationId: $id) { conversation { status } } }', { id }, caller),
    expectEffect: async ({ id }) => expect((await rowOf('support_conversation', id)).status).toBe('CLOSED'),
  }),
  op({
    name: 'reopenSupportConversation', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: () => freshConversation('CLOSED'),
    act: ({ id }, caller) => gql('mutation($id: Int!) { reopenSupportConversation(conversationId: $id) { conversation { status } } }', { id }, caller),
    expectEffect: async ({ id }) => expect((await rowOf('support_conversation', id)).status).toBe('OPEN'),
  }),
  op({
    name: 'markSupportConversationReadByStaff', api: 'GraphQL', needs: ANSWER_SUPPORT,
    arrange: freshConversation,
    act: ({ id }, caller) => gql('mutation($id: Int!) { markSupportConversationReadByStaff(conversationId: $id) { conversation { unreadCount } } }', { id }, caller),
    expectEffect: async ({ id }) => expect((await rowOf('support_conversation', id)).staff_read_at).not.toBeNull(),
  }),
  // The outbox
  op({
    name: 'GET /api/admin/mail', api: 'REST', needs: VIEW_MAIL_LOG,
    arrange: freshMail,
    act: ({ recipient }, caller) => rest('GET', `/api/admin/mail?search=${recipient}`, caller),
    expectEffect: async ({ id }, { body }) => expect(body.mails).toEqual([expect.objectContaining({ id, subject: 'Matrix mail', status: 'SENT' })]),
  }),
  op({
    name: 'GET /api/admin/mail/:id', api: 'REST', needs: VIEW_MAIL_LOG,
    arrange: freshMail,
    act: ({ id }, caller) => rest('GET', `/api/admin/mail/${id}`, caller),
    expectEffect: async ({ id }, { body }) => expect(body).toMatchObject({ id, text: 'Matrix text' }),
  }),
  op({
    name: 'mailMessages', api: 'GraphQL', needs: VIEW_MAIL_LOG,
    arrange: freshMail,
    act: ({ recipient }, caller) => gql('query($search: String) { mailMessages(filter: { search: $search }) { mails { id status } } }', { search: recipient }, caller),
    expectEffect: async ({ id }, { body }) => expect(body.data.mailMessages.mails).toEqual([{ id, status: 'SENT' }]),
  }),
  op({
    name: 'mailMessage', api: 'GraphQL', needs: VIEW_MAIL_LOG,
    arrange: freshMail,
    act: ({ id }, caller) => gql('query($id: Int!) { mailMessage(id: $id) { id text } }', { id }, caller),
    expectEffect: async ({ id }, { body }) => expect(body.data.mailMessage).toEqual({ id, text: 'Matrix text' }),
  }),
];

// ───────────────────────────── the two expectations ─────────────────────────────

/** The call is refused with `code` (401 / 403 for REST) and no table or upload changed. */
async function expectRefused(operation: Operation, caller: Caller, code: 'UNAUTHENTICATED' | 'FORBIDDEN') {
  const ctx = await operation.arrange();
  const before = await everything();
  const outcome = await operation.act(ctx, caller);
  if (operation.api === 'REST') {
    expect(outcome.status, JSON.stringify(outcome.body)).toBe(code === 'UNAUTHENTICATED' ? 401 : 403);
    expect(outcome.code).toBe(code);
  } else {
    expectGraphQLError(outcome, code);
  }
  expect(await everything()).toEqual(before);
}

/** The call succeeds and its change is really there. */
async function expectAllowed(operation: Operation, caller: Caller) {
  const ctx = await operation.arrange();
  const outcome = await operation.act(ctx, caller);
  if (operation.api === 'REST') {
    expect(outcome.status, JSON.stringify(outcome.body)).toBeGreaterThanOrEqual(200);
    expect(outcome.status, JSON.stringify(outcome.body)).toBeLessThan(300);
  } else {
    expect(outcome.body.errors, JSON.stringify(outcome.body.errors)).toBeUndefined();
    expect(outcome.status).toBe(200);
  }
  await operation.expectEffect(ctx, outcome, caller);
}

const expectedFor = (role: AdminRole, operation: Operation) => (may(role, operation.needs) ? 'allowed, and takes effect' : '403 FORBIDDEN, changes nothing');
async function expectRoleOutcome(role: AdminRole, operation: Operation, caller: Caller) {
  if (may(role, operation.needs)) await expectAllowed(operation, caller);
  else await expectRefused(operation, caller, 'FORBIDDEN');
}

// ───────────────────────────── tests ─────────────────────────────

describe('the matrix itself', () => {
  it('expects what the rule table grants', () => {
    for (const role of ROLES) expect([...ROLE_PERMISSIONS[role]].sort()).toEqual([...EXPECTED_GRANTS[role]].sort());
  });

  it('lists every admin operation of the REST API and the GraphQL schema', () => {
    expect(OPERATIONS.filter((o) => o.api === 'REST').map((o) => o.name)).toEqual([
      ...['POST /api/categories', 'PUT /api/categories/:id', 'DELETE /api/categories/:id'],
      ...['POST /api/items', 'PUT /api/items/:id', 'DELETE /api/items/:id', 'PUT /api/items/adjust-prices'],
      ...['POST /api/topuprobux', 'PUT /api/topuprobux/:id', 'DELETE /api/topuprobux/:id', 'POST /api/uploads'],
      ...['PUT /api/shop/social-links', 'PUT /api/shop/creators'],
      ...['GET /api/admin/all', 'POST /api/admin/register', 'PUT /api/admin/update/:id', 'DELETE /api/admin/delete/:id', 'GET /api/admin/me'],
      'GET /api/transactions/export.csv',
      ...['GET /api/admin/orders', 'GET /api/admin/orders/export.csv', 'GET /api/admin/orders/:number', 'POST /api/admin/orders/:number/status'],
      'POST /api/admin/orders/:number/status (PAID without payment)',
      ...['GET /api/admin/payment-reviews', 'GET /api/admin/payment-slips/:id', 'POST /api/admin/orders/:number/payment/approve', 'POST /api/admin/orders/:number/payment/reject'],
      ...['GET /api/admin/customers/wallets', 'POST /api/admin/customers/:id/wallet/adjust', 'GET /api/admin/wallets/reconciliation'],
      ...['GET /api/admin/topup-reviews', 'POST /api/admin/topups/:id/payment/approve', 'POST /api/admin/topups/:id/payment/reject'],
      ...['GET /api/admin/robux-accounts', 'POST /api/admin/robux-accounts', 'POST /api/admin/robux-accounts/import', 'PUT /api/admin/robux-accounts/:id'],
      ...['DELETE /api/admin/robux-accounts/:id', 'POST /api/admin/robux-accounts/:id/reveal-login'],
      ...['GET /api/admin/support/conversations', 'GET /api/admin/support/counts', 'GET /api/admin/support/conversations/:id/messages'],
      ...['POST /api/admin/support/conversations/:id/messages', 'POST /api/admin/support/conversations/:id/close'],
      ...['POST /api/admin/support/conversations/:id/reopen', 'POST /api/admin/support/conversations/:id/read'],
      ...['GET /api/admin/support/settings', 'PUT /api/admin/support/settings'],
      ...['GET /api/admin/mail', 'GET /api/admin/mail/:id'],
    ]);
    expect(OPERATIONS.filter((o) => o.api === 'GraphQL').map((o) => o.name)).toEqual([
      ...['createCategory', 'updateCategory', 'deleteCategory', 'createItem', 'updateItem', 'deleteItem', 'adjustPrices', 'adjustPricesPreview'],
      ...['createRobuxPackage', 'updateRobuxPackage', 'deleteRobuxPackage', 'uploadImage (multipart)'],
      ...['setShopSocialLinks', 'setShopCreators'],
      ...['admins', 'registerAdmin', 'updateAdmin', 'deleteAdmin', 'auditLog', 'me'],
      ...['paymentMethods', 'createPaymentMethod', 'updatePaymentMethod', 'deletePaymentMethod'],
      ...['transactions', 'paymentReport', 'dashboardStats', 'setupChecklist', 'waitingWork', 'orders', 'adminOrder', 'setOrderStatus', 'setOrderStatus (PAID without payment)'],
      ...['paymentReviews', 'approvePayment', 'rejectPayment', 'customerWallets', 'customerProfile', 'adjustWallet', 'ledgerReconciliation'],
      ...['topupReviews', 'approveTopup', 'rejectTopup'],
      ...['staffRobuxAccounts', 'createRobuxAccount', 'updateRobuxAccount', 'deleteRobuxAccount', 'importRobuxAccounts', 'revealRobuxAccountLogin'],
      ...['supportInbox', 'supportInboxCounts', 'supportSettings', 'updateSupportSettings'],
      ...['supportConversation', 'replySupportConversation', 'closeSupportConversation'],
      ...['reopenSupportConversation', 'markSupportConversationReadByStaff'],
      ...['mailMessages', 'mailMessage'],
    ]);
  });

  it('has an operation for every guarded REST route of the router, with the same permission, and no route left unguarded by mistake', () => {
    const routes = apiRoutes(app.handler);
    const guarded = routes.filter((route) => route.permission).map((route) => `${route.name} needs ${route.permission}`);
    const inMatrix = OPERATIONS.filter((o) => o.api === 'REST' && o.needs !== ANY_ADMIN).map((o) => `${o.name.replace(/ \(.*\)$/, '')} needs ${o.guardedBy ?? o.needs}`);
    expect(guarded.sort()).toEqual([...new Set(inMatrix)].sort());
    expect(routes.filter((route) => !route.permission).map((route) => route.name).sort()).toEqual([...UNGUARDED_REST_ROUTES].sort());
  });

  it('has an operation for every Query and Mutation field of the schema except the ones that need no staff token', async () => {
    const schema = await buildGraphQLSchema();
    const rootFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) => Object.keys(type.getFields()));
    expect(rootFields).toEqual(expect.arrayContaining(NOT_STAFF_FIELDS));
    const staffFields = rootFields.filter((field) => !NOT_STAFF_FIELDS.includes(field));
    const inMatrix = OPERATIONS.filter((o) => o.api === 'GraphQL').map((o) => o.name.replace(/ \(.*\)$/, ''));
    expect({
      missingFromMatrix: staffFields.filter((field) => !inMatrix.includes(field)),
      notInSchema: inMatrix.filter((name) => !staffFields.includes(name)),
    }).toEqual({ missingFromMatrix: [], notInSchema: [] });
  });

  it('its "nothing changed" check notices a one-field change', async () => {
    const before = await everything();
    await sql('update item set stock = stock + 1 where id = (select min(id) from item)');
    const after = await everything();
    await sql('update item set stock = stock - 1 where id = (select min(id) from item)');
    expect(after.tables.item).not.toBe(before.tables.item);
    expect({ ...after.tables, item: before.tables.item }).toEqual(before.tables);
  });
});

describe('the bad credentials are bad for one reason only', () => {
  it('the unsigned token carries valid claims for the Super Admin', () => {
    const token = bad['alg none (unsigned, Super Admin claims)'].authorization!.slice('Bearer '.length);
    expect(headerOf(token).alg).toBe('none');
    expect(claimsOf(token)).toMatchObject({ iss: 'robux-storefront', aud: ADMIN_AUDIENCE, sub: String(staff[AdminRole.SUPER_ADMIN].admin.id) });
    expect(claimsOf(token).exp! * 1000).toBeGreaterThan(Date.now());
  });

  it('the expired token is the app’s own signature with exp in the past; the same signed 11 h ago still works', async () => {
    const id = staff[AdminRole.SUPER_ADMIN].admin.id;
    const expired = bad['expired (Super Admin, signed 13 h ago)'].authorization!.slice('Bearer '.length);
    expect(claimsOf(expired)).toMatchObject({ iss: 'robux-storefront', aud: ADMIN_AUDIENCE, sub: String(id) });
    expect(claimsOf(expired).exp! * 1000).toBeLessThan(Date.now());
    const stillValid = await signedAgo(app.tokens, ADMIN_AUDIENCE, id, 11 * HOUR);
    expect((await rest('GET', '/api/admin/me', bearer(stillValid))).body.admin.id).toBe(id);
  });

  it('the tampered payload names the Super Admin; the untouched Editor token works', async () => {
    const token = bad['tampered payload (Editor token re-labelled with the Super Admin id)'].authorization!.slice('Bearer '.length);
    expect(claimsOf(token).sub).toBe(String(staff[AdminRole.SUPER_ADMIN].admin.id));
    expect((await rest('GET', '/api/admin/me', callerFor(staff[AdminRole.EDITOR]))).status).toBe(200);
  });

  it('the customer token is a valid customer session', async () => {
    const response = await rest('GET', '/api/auth/me', bad['customer token (same id as the Super Admin)']);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.user.name).toBe('Matrix Customer');
  });
});

const titled = (operations: Operation[]) => operations.map((o) => [`${o.api} ${o.name}`, o] as const);

describe.each(OPERATIONS.map((o) => [`${o.api} ${o.name} (needs ${o.needs})`, o] as const))('%s', (_title, operation) => {
  it.each(BAD_CREDENTIALS)('%s → UNAUTHENTICATED, changes nothing', (credential) => expectRefused(operation, bad[credential], 'UNAUTHENTICATED'));

  it.each(ROLES.map((role) => [role, expectedFor(role, operation)] as const))('%s → %s', (role) =>
    expectRoleOutcome(role, operation, callerFor(staff[role])),
  );
});

describe('an admin deleted after signing in', () => {
  let caller: Caller;
  beforeAll(async () => {
    const doomed = await app.signIn(AdminRole.SUPER_ADMIN);
    caller = callerFor(doomed);
    expect((await rest('GET', '/api/admin/all', caller)).status).toBe(200);
    expect((await rest('DELETE', `/api/admin/delete/${doomed.admin.id}`, callerFor(staff[AdminRole.SUPER_ADMIN]))).status).toBe(200);
  });

  it.each(titled(OPERATIONS))('%s → UNAUTHENTICATED, changes nothing', (_title, operation) => expectRefused(operation, caller, 'UNAUTHENTICATED'));
});

/** Signs in again with the password, as someone whose old session ended would. */
async function signedInAgain(admin: TestAdmin): Promise<Caller> {
  const login = await rest('POST', '/api/admin/login', {}, { email: admin.admin.email, password: admin.password });
  expect(login.status).toBe(200);
  return { authorization: `Bearer ${login.body.token}`, adminId: admin.admin.id };
}

describe('a Super Admin demoted to Editor after signing in: the old token is refused, signed in again they have the Editor rights', () => {
  let oldSession: Caller;
  let newSession: Caller;
  beforeAll(async () => {
    const demoted = await app.signIn(AdminRole.SUPER_ADMIN);
    oldSession = callerFor(demoted);
    expect((await rest('GET', '/api/admin/all', oldSession)).status).toBe(200);
    const update = await gql('mutation($id: Int!) { updateAdmin(id: $id, input: { role: EDITOR }) { role } }', { id: demoted.admin.id }, callerFor(staff[AdminRole.SUPER_ADMIN]));
    expect(update.body).toEqual({ data: { updateAdmin: { role: 'EDITOR' } } });
    newSession = await signedInAgain(demoted);
  });

  it.each(titled(OPERATIONS))('%s with the old token → UNAUTHENTICATED, changes nothing', (_title, operation) => expectRefused(operation, oldSession, 'UNAUTHENTICATED'));
  it.each(titled(OPERATIONS).map(([title, o]) => [title, expectedFor(AdminRole.EDITOR, o), o] as const))('%s signed in again → %s', (_title, _expected, operation) =>
    expectRoleOutcome(AdminRole.EDITOR, operation, newSession),
  );
});

describe('an Editor promoted to Super Admin after signing in: signed in again, at once allowed what Editors may not', () => {
  let oldSession: Caller;
  let newSession: Caller;
  beforeAll(async () => {
    const promoted = await app.signIn(AdminRole.EDITOR);
    oldSession = callerFor(promoted);
    expect((await rest('GET', '/api/admin/all', oldSession)).status).toBe(403);
    const update = await rest('PUT', `/api/admin/update/${promoted.admin.id}`, callerFor(staff[AdminRole.SUPER_ADMIN]), { role: AdminRole.SUPER_ADMIN });
    expect(update.status).toBe(200);
    newSession = await signedInAgain(promoted);
  });

  it('the token from before the promotion is refused', async () => expect((await rest('GET', '/api/admin/all', oldSession)).status).toBe(401));
  it.each(titled(OPERATIONS.filter((o) => !may(AdminRole.EDITOR, o.needs))))('%s → allowed', (_title, operation) => expectAllowed(operation, newSession));
});

describe('public reads stay open', () => {
  const READS: { name: string; read: (caller: Caller) => Promise<Outcome>; result: (outcome: Outcome) => unknown }[] = [
    { name: 'GET /api/categories', read: (c) => rest('GET', '/api/categories', c), result: (o) => o.body },
    { name: 'GET /api/items', read: (c) => rest('GET', '/api/items', c), result: (o) => o.body },
    { name: 'GET /api/topuprobux', read: (c) => rest('GET', '/api/topuprobux', c), result: (o) => o.body },
    { name: 'query categories', read: (c) => gql('{ categories { id name } }', {}, c), result: (o) => o.body.data.categories },
    { name: 'query items', read: (c) => gql('{ items { total items { id name price } } }', {}, c), result: (o) => o.body.data.items.items },
    { name: 'query itemFacets', read: (c) => gql('{ itemFacets { total rarityCounts { rarity count } } }', {}, c), result: (o) => o.body.data.itemFacets.rarityCounts },
    { name: 'query robuxPackages', read: (c) => gql('{ robuxPackages { id amount price } }', {}, c), result: (o) => o.body.data.robuxPackages },
  ];
  const callers = ['no token', 'customer token (same id as the Super Admin)'] as const;

  it.each(READS.flatMap((r) => callers.map((credential) => [r.name, credential, r] as const)))('%s with %s', async (_name, credential, { read, result }) => {
    const outcome = await read(bad[credential]);
    expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
    expect(outcome.body.errors).toBeUndefined();
    expect(result(outcome)).toEqual(expect.arrayContaining([expect.anything()]));
  });
});

describe('no password hash leaves the API', () => {
  it('not after password changes: admin lists, updates and the audit log carry no hash', async () => {
    const superAdmin = callerFor(staff[AdminRole.SUPER_ADMIN]);
    const target = await freshAdmin();
    const responses = [
      await rest('PUT', `/api/admin/update/${target}`, superAdmin, { password: 'another-long-password' }),
      await gql(`mutation($id: Int!) { updateAdmin(id: $id, input: { password: "yet-another-password" }) { ${ADMIN} } }`, { id: target }, superAdmin),
      await rest('GET', '/api/admin/all', superAdmin),
      await gql(`{ admins { ${ADMIN} } }`, {}, superAdmin),
      await gql('{ auditLog(page: { limit: 100 }) { id action entityType before after } }', {}, superAdmin),
    ];
    for (const { status, body } of responses) {
      expect(status, JSON.stringify(body)).toBe(200);
      expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    }
    // …though the database does hold hashes, so the check above could have found one.
    expect((await rowOf('admin', target)).password_hash).toMatch(/^\$argon2/);
  });

  it('in none of the responses of this file', () => {
    expect(responsesChecked).toBeGreaterThan(400);
  });
});
