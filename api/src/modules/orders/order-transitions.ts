import type { EntityManager } from '@mikro-orm/postgresql';
import { ANNOUNCE_CATALOGUE_CHANGE, type CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { type MailOutbox, sqlIn } from '../mail/mail-outbox.js';
import { ConflictError, ForbiddenError, ValidationError } from '../common/errors.js';
import { countOrderStatusChange } from '../operations/business-metrics.js';
import { RobuxAccountStatus } from '../robux-account/robux-account-status.js';
import { LedgerAccountKind } from '../wallet/ledger-account.entity.js';
import { LedgerTransferKind } from '../wallet/ledger-transfer.entity.js';
import { postedAmount, postTransfer } from '../wallet/ledger.js';
import { queueOrderMail } from './order-mails.js';
import { AWAITING_MONEY, findTransition, type OrderActor, type OrderStatus, OrderStatus as Status, RETURNS_STOCK, staffConfirmsPayment } from './order-status.js';
import { slipWaitingSql } from './slip-waiting.js';
import type { SystemNote } from './status-note.js';

/** Where an order's changes reach beyond its rows: the buyer's mails, and the cached catalogue answers that show stock. */
export interface OrderEffects {
  mail: MailOutbox;
  catalogue: CatalogueCache;
}

export interface StatusChange {
  to: OrderStatus;
  actor: OrderActor;
  actorId: number | null;
  /** What staff wrote (a reason), shown as typed. */
  note?: string;
  /** What the shop itself notes on this change, worded by the reader's client. */
  systemNote?: SystemNote;
  /** PAID from the buyer's wallet (the caller checked the balance; the database refuses a balance below zero). */
  paidFromWallet?: boolean;
  /**
   * Asked when staff mark the order PAID with no payment recorded: the caller checks their right to
   * (MARK_PAID_WITHOUT_PAYMENT) and the reason, which is the note. Without it such a move is refused.
   */
  allowWithoutPayment?: () => Promise<void>;
}

/** The order as a status change reads it, locked. */
export interface LockedOrder {
  id: number;
  number: string;
  status: OrderStatus;
  customer_id: number;
  /** What the buyer was asked to pay: the payment's amount, or the total without one. */
  asked: string;
  total: string;
  /** Its time to be paid has run out. */
  expired: boolean;
}

/**
 * Locks an order and reads what a status change needs, by id, or by number (the buyer's own, when `customerId`
 * is given); undefined when there is no such order. A caller that checks more before the change (the wallet
 * payment, a slip decision) hands it to changeLockedOrderStatus, so it is not read again: each statement is a
 * round trip.
 */
export async function lockOrder(tx: EntityManager, which: { id: number } | { number: string; customerId?: number }): Promise<LockedOrder | undefined> {
  const columns = 'id' in which ? { 'o.id': which.id } : { 'o.number': which.number, 'o.customer_id': which.customerId };
  const given = Object.entries(columns).filter(([, value]) => value !== undefined);
  const [order] = await tx.execute<LockedOrder[]>(
    `select o.id, o.number, o.status, o.customer_id, coalesce(p.amount, o.total)::text as asked, o.total::text as total, o.expires_at <= now() as expired
       from customer_order o left join payment p on p.order_id = o.id where ${given.map(([column]) => `${column} = ?`).join(' and ')} for update of o`,
    given.map(([, value]) => value),
  );
  return order;
}

export interface AppliedChange {
  number: string;
  from: OrderStatus;
  to: OrderStatus;
  /** Staff marked it PAID with no payment recorded. */
  withoutPayment: boolean;
}

/**
 * Whether a slip from the buyer waits for staff (slip-waiting.ts). Read once the order is locked, in a statement
 * of its own, so it sees every slip and move committed before the lock was ours (each of them locks the order).
 */
async function slipWaiting(tx: EntityManager, orderId: number): Promise<boolean> {
  const [{ waiting }] = await tx.execute<{ waiting: boolean }[]>(`select ${slipWaitingSql('o')} as waiting from customer_order o where o.id = ?`, [orderId]);
  return waiting;
}

/** SQL for each way a status change touches the order's items: `l` is the order's units per item. */
const ITEM_EFFECTS: { applies: (to: OrderStatus) => boolean; set: string }[] = [
  { applies: (to) => RETURNS_STOCK.has(to), set: 'stock = i.stock + l.quantity' },
  { applies: (to) => to === Status.PAID, set: 'sold_count = i.sold_count + l.quantity' },
  // Every way to REFUNDED passes through PAID, which counted the units.
  { applies: (to) => to === Status.REFUNDED, set: 'sold_count = greatest(i.sold_count - l.quantity, 0)' },
];

/**
 * What a status change does to the Robux accounts the order holds (RESERVED since placement): sold once paid,
 * back on sale when the order is cancelled or expires. A refund leaves an account SOLD: its login was shown.
 */
const ACCOUNT_EFFECTS: { applies: (to: OrderStatus) => boolean; status: RobuxAccountStatus }[] = [
  { applies: (to) => RETURNS_STOCK.has(to), status: RobuxAccountStatus.AVAILABLE },
  { applies: (to) => to === Status.PAID, status: RobuxAccountStatus.SOLD },
];

const ORDER_UNITS = 'select item_id, sum(quantity)::int as quantity from order_line where order_id = ? and item_id is not null group by item_id';

/**
 * The change's effects on the order's items and accounts, in one statement. The items' rows are locked in id
 * order first (the array is computed before any row is updated), as placement takes them, so a restock and a
 * placement cannot deadlock. Items whose stock or sold count moved change catalogue answers: the statement
 * announces it to every instance, and this one forgets its answers once the transaction commits.
 */
async function applyStockEffects(tx: EntityManager, orderId: number, to: OrderStatus, catalogue: CatalogueCache): Promise<void> {
  const itemSets = ITEM_EFFECTS.filter((effect) => effect.applies(to)).map((effect) => effect.set);
  const account = ACCOUNT_EFFECTS.find((effect) => effect.applies(to));
  const parts: string[] = [];
  const params: unknown[] = [];
  if (itemSets.length) {
    parts.push(
      'locked as materialized (select id from item where id in (select item_id from order_line where order_id = ?) order by id for update)',
      `items as (update item i set ${itemSets.join(', ')} from (${ORDER_UNITS}) l where i.id = any(array(select id from locked)) and i.id = l.item_id returning i.id)`,
    );
    params.push(orderId, orderId);
  }
  if (account) {
    parts.push(`accounts as (
      update robux_account set status = ?, updated_at = now()
       where id in (select robux_account_id from order_line where order_id = ?) and status = ?)`);
    params.push(account.status, orderId, RobuxAccountStatus.RESERVED);
  }
  if (!parts.length) return;
  const answer = itemSets.length
    ? `exists (select 1 from items) as catalogue_changed, (select ${ANNOUNCE_CATALOGUE_CHANGE} where exists (select 1 from items)) as announced`
    : 'false as catalogue_changed';
  const [{ catalogue_changed }] = await tx.execute<{ catalogue_changed: boolean }[]>(`with ${parts.join(', ')} select ${answer}`, params);
  if (catalogue_changed) catalogue.forgetOnCommit(tx);
}

/** The slip the order was paid with: its latest, since a slip sent back is followed by another. */
const LATEST_SLIP = '(select s.id from payment_slip s where s.payment_id = p.id order by s.id desc limit 1)';

/** Money that came in by PromptPay (a slip, or staff confirming a transfer): a deposit in the shop's history. */
const RECORD_DEPOSIT = `
  insert into "transaction" (type, amount, method, status, occurred_at, customer_id, order_id, payment_slip_id, admin_id, reference)
  select 'Deposit', coalesce(p.amount, o.total), 'PromptPay', 'Completed', now(), o.customer_id, o.id, ${LATEST_SLIP}, ?,
         coalesce((select s.sending_bank || ' ' || s.trans_ref from payment_slip s where s.id = ${LATEST_SLIP}), 'Confirmed by staff')
    from customer_order o left join payment p on p.order_id = o.id where o.id = ?`;

/**
 * The money a move records, each row linked to what caused it (the order, the slip, the staff member), never an
 * edit of an old one. PAID posts the sale on the ledger, from the buyer's wallet or from PromptPay (then also a
 * deposit in the transaction history); REFUNDED puts exactly what was paid back into the buyer's wallet.
 */
async function applyMoneyEffects(tx: EntityManager, change: StatusChange, order: LockedOrder): Promise<void> {
  if (change.to !== Status.PAID && change.to !== Status.REFUNDED) return;
  const adminId = change.actor === 'staff' ? change.actorId : null;
  const paid = { key: `order:${order.number}:pay`, kind: LedgerTransferKind.ORDER_PAYMENT, orderId: order.id, adminId, to: { shop: LedgerAccountKind.SALES } } as const;
  if (change.to === Status.PAID && change.paidFromWallet) {
    await postTransfer(tx, { ...paid, amount: order.total, from: { wallet: order.customer_id } });
  } else if (change.to === Status.PAID) {
    await tx.execute(RECORD_DEPOSIT, [adminId, order.id]);
    await postTransfer(tx, { ...paid, amount: order.asked, from: { shop: LedgerAccountKind.PROMPTPAY_CLEARING } });
  } else {
    await postTransfer(tx, {
      key: `order:${order.number}:refund`,
      kind: LedgerTransferKind.REFUND,
      // Orders paid before the ledger existed have no sale on it: what was asked is what was paid.
      amount: (await postedAmount(tx, paid.key)) ?? order.asked,
      from: { shop: LedgerAccountKind.REFUNDS },
      to: { wallet: order.customer_id },
      orderId: order.id,
      adminId,
      reason: change.note,
    });
  }
}

/** Why staff may not mark the order PAID: nothing was paid, and only a Super Admin may say it was, with a reason. */
export const paidWithoutPaymentRefusal = (number: string) =>
  `No payment is recorded for order ${number} (no slip from the buyer waits for a decision): only a Super Admin may mark it paid, giving a reason`;

/**
 * The one way an order's status changes: the row is locked, the move checked against ORDER_TRANSITIONS for this
 * actor, its side effects applied (stock back exactly once, units sold, accounts sold or released, money
 * recorded), the event written and the buyer's mail queued, all in the caller's transaction. An illegal move is
 * a 409 naming the current status. Staff marking it PAID with no payment recorded are refused unless the caller
 * checks their right to (`allowWithoutPayment`): a path that does not, such as the review queue, cannot sell goods
 * for no money.
 */
export async function changeOrderStatus(tx: EntityManager, orderId: number, change: StatusChange, effects: OrderEffects): Promise<AppliedChange> {
  return changeLockedOrderStatus(tx, (await lockOrder(tx, { id: orderId }))!, change, effects);
}

/** changeOrderStatus for an order the caller locked with lockOrder in this transaction, to check more first. */
export async function changeLockedOrderStatus(tx: EntityManager, order: LockedOrder, change: StatusChange, { mail, catalogue }: OrderEffects): Promise<AppliedChange> {
  const transition = findTransition(order.status, change.to, change.actor);
  if (!transition) {
    throw new ConflictError(`Order ${order.number} is ${order.status}; it cannot become ${change.to}${change.actor === 'customer' ? ' now' : ''}`);
  }
  const withoutPayment = staffConfirmsPayment(transition, change.actor) && !(await slipWaiting(tx, order.id));
  if (withoutPayment) {
    if (!change.allowWithoutPayment) throw new ForbiddenError(paidWithoutPaymentRefusal(order.number));
    await change.allowWithoutPayment();
  }
  if (transition.needsReason && change.actor === 'staff' && !change.note) {
    throw new ValidationError(`Say why the order becomes ${change.to}: the buyer sees the reason`, [{ field: 'note', message: 'is required for this change', reason: 'REQUIRED' }]);
  }
  await applyStockEffects(tx, order.id, change.to, catalogue);
  await applyMoneyEffects(tx, change, order);
  // The new status, its event, and (paid, cancelled or expired) the payment's amount freed for another order, as
  // it no longer matches money to this one: one statement.
  await tx.execute(
    `with changed as (update customer_order set status = ?, updated_at = now() where id = ?),
          released as (update payment set awaiting = false where order_id = ? and awaiting and ?::boolean)
     insert into order_event (order_id, from_status, to_status, actor, actor_id, note, note_code, note_provider) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      ...[change.to, order.id, order.id, !AWAITING_MONEY.has(change.to)],
      ...[order.id, order.status, change.to, change.actor, change.actorId, change.note ?? null, change.systemNote?.code ?? null, change.systemNote?.provider ?? null],
    ],
  );
  if (transition.mail) await queueOrderMail(sqlIn(tx), mail, order.id, transition.mail);
  countOrderStatusChange(tx, { from: order.status, to: change.to, actor: change.actor });
  return { number: order.number, from: order.status, to: change.to, withoutPayment };
}
