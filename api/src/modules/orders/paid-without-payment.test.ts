import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { AccountLoginCipher } from '../robux-account/account-login-cipher.js';

let app: TestApp;
let admin: TestAdmin;
let superAdmin: TestAdmin;
let buyer: Shopper;
beforeAll(async () => {
  app = await startTestApp({ accountLogins: new AccountLoginCipher(randomBytes(32)) });
  admin = await app.signIn(AdminRole.ADMIN);
  superAdmin = await app.signIn(AdminRole.SUPER_ADMIN);
  buyer = await newShopper(app);
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

/** An order of the buyer's, awaiting payment, holding a Robux account listed with a login only it knows. */
async function unpaidAccountOrder() {
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const listing = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', {
    robux: 4000,
    rate: '90',
    acc_type: 'Email verified',
    login: { username: `seller_${randomBytes(3).toString('hex')}`, password },
  });
  expect(listing.status, JSON.stringify(listing.body)).toBe(201);
  const placed = await buyer.call('POST', '/api/orders', orderBody([{ account_id: listing.body.id }]));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { number: placed.body.number as string, accountId: listing.body.id as string, password };
}

const staffMove = (token: string, number: string, body: Record<string, unknown>) => callAs(app, token, 'POST', `/api/admin/orders/${number}/status`, body);

const LOGINS = 'query($n: String!) { order(number: $n) { status accountLogins { accountId login { password } } } }';
const SET_STATUS = 'mutation($n: String!, $s: OrderStatus!, $reason: String) { setOrderStatus(number: $n, status: $s, reason: $reason) { status timeline { toStatus note } } }';

/** Everything a move to PAID would touch: the order, its timeline, the account, the money and the staff audit rows. */
async function stateOf(number: string) {
  const [order] = await sql(
    `select o.status,
            (select count(*)::int from order_event e where e.order_id = o.id) as events,
            (select string_agg(a.status, ',') from order_line l join robux_account a on a.id = l.robux_account_id where l.order_id = o.id) as accounts,
            (select count(*)::int from ledger_transfer t where t.order_id = o.id) as transfers,
            (select count(*)::int from "transaction" t where t.order_id = o.id) as deposits,
            (select count(*)::int from audit_entry a where a.entity_type = 'Order' and a.entity_id = o.number) as audited
       from customer_order o where o.number = ?`,
    [number],
  );
  return order;
}

/** The buyer's view of the logins, which must stay empty while nobody paid. */
async function loginsSeenByBuyer(number: string) {
  const { body } = await app.graphql(LOGINS, { n: number }, buyer.token);
  expect(body.errors).toBeUndefined();
  return body.data.order;
}

describe('an Admin cannot release Robux account logins by marking an unpaid order PAID', () => {
  it('REST: FORBIDDEN, saying a Super Admin must do it; the order, the account and the money stay as they were, no login is shown', async () => {
    const { number } = await unpaidAccountOrder();
    const before = await stateOf(number);

    const reply = await staffMove(admin.token, number, { status: 'PAID', reason: 'Paid in cash' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(403);
    expect(reply.body.error.code).toBe('FORBIDDEN');
    expect(reply.body.error.message).toMatch(/Super Admin/);

    expect(await stateOf(number)).toEqual(before);
    expect(before).toMatchObject({ status: 'AWAITING_PAYMENT', accounts: 'RESERVED', transfers: 0, deposits: 0 });
    expect(await loginsSeenByBuyer(number)).toEqual({ status: 'AWAITING_PAYMENT', accountLogins: [] });
  });

  it('GraphQL: the same FORBIDDEN, with or without a reason', async () => {
    const { number } = await unpaidAccountOrder();
    const before = await stateOf(number);
    for (const reason of [undefined, 'Paid in cash']) {
      const { body } = await app.graphql(SET_STATUS, { n: number, s: 'PAID', reason }, admin.token);
      expect(body.errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect(body.errors?.[0].message).toMatch(/Super Admin/);
    }
    expect(await stateOf(number)).toEqual(before);
    expect((await loginsSeenByBuyer(number)).accountLogins).toEqual([]);
  });

  it('nor by moving the order to review by hand and approving a slip that is not there, or one already sent back', async () => {
    const { number } = await unpaidAccountOrder();
    expect((await staffMove(admin.token, number, { status: 'PAYMENT_REVIEW' })).status).toBe(200);
    const before = await stateOf(number);
    const noSlip = await callAs(app, admin.token, 'POST', `/api/admin/orders/${number}/payment/approve`);
    expect(noSlip.status, JSON.stringify(noSlip.body)).toBe(403);
    expect(noSlip.body.error.message).toMatch(/Super Admin/);
    expect(await stateOf(number)).toEqual(before);

    const withOldSlip = await unpaidAccountOrder();
    expect((await sendSlip(withOldSlip.number, (await newSlip()).image)).status).toBe(200);
    const sentBack = await callAs(app, admin.token, 'POST', `/api/admin/orders/${withOldSlip.number}/payment/reject`, { reason: 'No money arrived' });
    expect(sentBack.status).toBe(200);
    expect((await staffMove(admin.token, withOldSlip.number, { status: 'PAYMENT_REVIEW' })).status).toBe(200);
    const beforeApproval = await stateOf(withOldSlip.number);
    expect((await callAs(app, admin.token, 'POST', `/api/admin/orders/${withOldSlip.number}/payment/approve`)).status).toBe(403);
    expect((await staffMove(admin.token, withOldSlip.number, { status: 'PAID' })).status).toBe(403);
    expect(await stateOf(withOldSlip.number)).toEqual(beforeApproval);
    expect((await loginsSeenByBuyer(withOldSlip.number)).accountLogins).toEqual([]);
  });
});

describe('a Super Admin marks an order with no payment PAID only with a reason', () => {
  it('without a reason (none, blank or too long): BAD_USER_INPUT naming `reason`, and nothing changes', async () => {
    const { number } = await unpaidAccountOrder();
    const before = await stateOf(number);
    for (const body of [{ status: 'PAID' }, { status: 'PAID', reason: '   ' }, { status: 'PAID', reason: 'x'.repeat(301) }]) {
      const reply = await staffMove(superAdmin.token, number, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe('BAD_USER_INPUT');
      expect(reply.body.error.fields.map((field: { field: string }) => field.field)).toEqual(['reason']);
    }
    const { body } = await app.graphql(SET_STATUS, { n: number, s: 'PAID' }, superAdmin.token);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'reason', reason: 'REQUIRED' })] });
    expect(await stateOf(number)).toEqual(before);
    expect((await loginsSeenByBuyer(number)).accountLogins).toEqual([]);
  });

  it('with a reason: PAID, the reason on the timeline and in the audit log; the buyer then reads the login', async () => {
    const { number, password } = await unpaidAccountOrder();
    const reason = 'Paid in cash at the counter, receipt 4471';
    const { body } = await app.graphql(SET_STATUS, { n: number, s: 'PAID', reason }, superAdmin.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.setOrderStatus.status).toBe('PAID');
    expect(body.data.setOrderStatus.timeline.at(-1)).toEqual({ toStatus: 'PAID', note: reason });

    const [event] = await sql(`select actor, actor_id, note from order_event where order_id = (select id from customer_order where number = ?) order by id desc limit 1`, [number]);
    expect(event).toEqual({ actor: 'staff', actor_id: superAdmin.admin.id, note: reason });
    const [audit] = await sql(`select admin_id, after from audit_entry where entity_type = 'Order' and entity_id = ? and action = 'set-status'`, [number]);
    expect(audit).toEqual({ admin_id: superAdmin.admin.id, after: { status: 'PAID', note: reason, withoutPayment: true } });
    expect(await stateOf(number)).toMatchObject({ status: 'PAID', accounts: 'SOLD', transfers: 1 });
    expect((await loginsSeenByBuyer(number)).accountLogins).toEqual([{ accountId: expect.any(String), login: { password } }]);
  });
});

/** The buyer sends a slip for the order (it goes to review, waiting for staff). */
async function sendSlip(number: string, image: Buffer) {
  const form = new FormData();
  form.append('slip', new Blob([image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}/api/orders/${number}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('a slip the buyer sent is a recorded payment: Admins still decide on it', () => {
  it('an Admin approves a slip from the review queue, or marks its order PAID, without a reason', async () => {
    const queued = await unpaidAccountOrder();
    expect((await sendSlip(queued.number, (await newSlip()).image)).status).toBe(200);
    const approved = await callAs(app, admin.token, 'POST', `/api/admin/orders/${queued.number}/payment/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('PAID');

    const moved = await unpaidAccountOrder();
    expect((await sendSlip(moved.number, (await newSlip()).image)).status).toBe(200);
    const reply = await staffMove(admin.token, moved.number, { status: 'PAID' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await stateOf(moved.number)).toMatchObject({ status: 'PAID', accounts: 'SOLD' });
  });

  it("the order's staff moves say which PAID needs a Super Admin and a reason (GraphQL and REST)", async () => {
    const unpaid = await unpaidAccountOrder();
    const inReview = await unpaidAccountOrder();
    expect((await sendSlip(inReview.number, (await newSlip()).image)).status).toBe(200);
    const movesOf = async (number: string) => {
      const { body } = await app.graphql('query($n: String!) { adminOrder(number: $n) { staffMoves { status needsReason withoutPayment } } }', { n: number }, admin.token);
      expect(body.errors).toBeUndefined();
      return body.data.adminOrder.staffMoves.find((move: { status: string }) => move.status === 'PAID');
    };
    expect(await movesOf(unpaid.number)).toEqual({ status: 'PAID', needsReason: true, withoutPayment: true });
    expect(await movesOf(inReview.number)).toEqual({ status: 'PAID', needsReason: false, withoutPayment: false });
    const rest = await callAs(app, admin.token, 'GET', `/api/admin/orders/${unpaid.number}`);
    expect(rest.body.staff_moves).toContainEqual({ status: 'PAID', needs_reason: true, without_payment: true });
  });
});
