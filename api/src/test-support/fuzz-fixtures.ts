/**
 * The records the fuzz tests aim their valid arguments at: with every other argument pointing at
 * something real, a request fails only because of the one hostile value it carries.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AdminRole } from '../modules/admin/admin-role.js';
import { callAs, newShopper, orderBody, type Shopper } from './shoppers.js';
import type { TestAdmin, TestApp } from './test-app.js';

export interface FuzzFixtures {
  superAdmin: TestAdmin;
  /** The admin that admin updates are aimed at (never the Super Admin: a password change would end its session). */
  targetAdmin: TestAdmin;
  shopper: Shopper;
  categoryId: number;
  /** An item with plenty of stock. */
  itemId: number;
  packageId: number;
  paymentMethodId: number;
  /** An order of the shopper's, awaiting payment (so cancelling it is allowed). */
  shopperOrderNumber: string;
  /** Another shopper's order awaiting payment, for staff moves. */
  staffOrderNumber: string;
  /** A top-up of the shopper's, awaiting payment. */
  shopperTopupId: number;
  /** A Robux account listing for sale, with a login. */
  robuxAccountId: string;
  /** The shopper's general support conversation, holding one message. */
  supportConversationId: number;
  /** The token of an open password-reset link of a customer of its own (using it ends no fixture's session). */
  resetToken: string;
  /** The code of an open confirmation link of a shopper who has not confirmed yet. */
  confirmationToken: string;
  /** A sent mail in the outbox. */
  mailId: number;
}

/** Something unique for names and e-mails that must not clash with earlier requests. */
export const fresh = () => randomBytes(5).toString('hex');

export async function createFuzzFixtures(app: TestApp): Promise<FuzzFixtures> {
  const sql = app.db.orm.em.getConnection();
  const [{ id: categoryId }] = await sql.execute<{ id: number }[]>('select id from category order by id limit 1');
  const [{ id: itemId }] = await sql.execute<{ id: number }[]>(`update item set stock = 1000 where id = (select min(id) from item) returning id`);
  const [{ id: packageId }] = await sql.execute<{ id: number }[]>('select id from robux_package order by id limit 1');
  const [{ id: paymentMethodId }] = await sql.execute<{ id: number }[]>(
    `insert into payment_method (type, name, details) values ('Bank', 'Fuzz Bank', '123-4-56789-0') returning id`,
  );
  const shopper = await newShopper(app);
  const otherShopper = await newShopper(app);
  const placeOrder = async (who: Shopper) => {
    const placed = await who.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]));
    if (placed.status !== 201) throw new Error(`fixture order not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
    return placed.body.number as string;
  };
  const superAdmin = await app.signIn(AdminRole.SUPER_ADMIN);
  const listing = { robux: 1000, rate: '100', acc_type: 'Fuzz type', login: { username: 'fuzz_seller', password: 'fuzz-password' } };
  const listed = await callAs(app, superAdmin.token, 'POST', '/api/admin/robux-accounts', listing);
  if (listed.status !== 201) throw new Error(`fixture listing not made: ${listed.status} ${JSON.stringify(listed.body)}`);
  const { id: supportConversationId } = (await shopper.call('POST', '/api/support/conversations', {})).body.conversation;
  await shopper.call('POST', `/api/support/conversations/${supportConversationId}/messages`, { body: 'Fuzz question' });
  const resetToken = randomBytes(32).toString('base64url');
  await sql.execute(
    `with holder as (insert into customer (email, name, username, password_hash) values (?, 'Fuzz Reset', ?, 'not-a-hash') returning id)
     insert into password_reset (token_hash, account, account_id, expires_at) select ?, 'CUSTOMER', id, now() + interval '1 day' from holder`,
    [`fuzz-reset-${fresh()}@shop.test`, `fuzzreset${fresh()}`, createHash('sha256').update(resetToken).digest('hex')],
  );
  const confirmationToken = randomBytes(32).toString('base64url');
  await sql.execute(
    `with waiting as (insert into customer (email, name, username, password_hash) values (?, 'Fuzz Waiting', ?, 'not-a-hash') returning id)
     insert into email_confirmation (token_hash, customer_id, expires_at) select ?, id, now() + interval '1 day' from waiting`,
    [`fuzz-confirm-${fresh()}@shop.test`, `fuzzconfirm${fresh()}`, createHash('sha256').update(confirmationToken).digest('hex')],
  );
  const [{ id: mailId }] = await sql.execute<{ id: number }[]>(
    `insert into mail_message (recipient, language, kind, subject, text, html, status, attempts, sent_at)
     values ('fuzz-mail@shop.test', 'th', 'PASSWORD_RESET', 'Fuzz mail', 'Fuzz text', '<p>Fuzz</p>', 'SENT', 1, now()) returning id`,
  );
  return {
    superAdmin,
    targetAdmin: await app.signIn(AdminRole.ADMIN),
    shopper,
    categoryId,
    itemId,
    packageId,
    paymentMethodId,
    shopperOrderNumber: await placeOrder(shopper),
    staffOrderNumber: await placeOrder(otherShopper),
    shopperTopupId: (await shopper.call('POST', '/api/wallet/topups', { amount: 100 })).body.id,
    robuxAccountId: listed.body.id,
    supportConversationId,
    resetToken,
    confirmationToken,
    mailId,
  };
}
