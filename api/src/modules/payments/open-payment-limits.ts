import { OpenPaymentsLimitError } from '../common/errors.js';
import type { RunSql } from '../mail/mail-outbox.js';

/**
 * How many payments one shopper may leave open at once (MAX_UNPAID_ORDERS, MAX_UNPAID_TOPUPS, MAX_SLIPS_IN_REVIEW):
 * an unpaid order holds stock and a payment amount, and a slip in review still holds its order's stock, so one
 * shopper could otherwise take a shop's stock or its amounts away from everyone.
 */
export interface OpenPaymentLimits {
  unpaidOrders: number;
  unpaidTopups: number;
  slipsInReview: number;
}

export const DEFAULT_OPEN_PAYMENT_LIMITS: OpenPaymentLimits = { unpaidOrders: 10, unpaidTopups: 5, slipsInReview: 3 };

/** Advisory-lock space (any constant of ours) in which one shopper's new orders, top-ups and slips take turns. */
const SHOPPER_LOCK_SPACE = 73_012_027;

/**
 * What still waits for the shopper's money: a slip in review, or an unpaid order or top-up still in time (one past
 * its time is about to be expired by the sweep, and holds nothing the shopper can still pay).
 */
const STILL_OPEN = `(status = 'PAYMENT_REVIEW' or (status = 'AWAITING_PAYMENT' and expires_at > now()))`;

const OPEN_COUNTS = `
  select (select count(*)::int from customer_order where customer_id = ? and ${STILL_OPEN}) as orders,
         (select count(*)::int from wallet_topup where customer_id = ? and ${STILL_OPEN}) as topups,
         (select count(*)::int from customer_order where customer_id = ? and status = 'PAYMENT_REVIEW')
           + (select count(*)::int from wallet_topup where customer_id = ? and status = 'PAYMENT_REVIEW') as in_review`;

interface OpenCounts {
  orders: number;
  topups: number;
  in_review: number;
}

/**
 * Counts the shopper's open payments in the caller's transaction, after taking the shopper's lock (unless told not to): two requests
 * of one shopper at the same moment take turns, so neither can slip past the limit the other just reached. The
 * lock lasts until the transaction ends, after the new order, top-up or slip is written.
 */
async function openCounts(sql: RunSql, customerId: number, { lock } = { lock: true }): Promise<OpenCounts> {
  if (lock) await sql('select pg_advisory_xact_lock(?::int, ?::int)', [SHOPPER_LOCK_SPACE, customerId]);
  const [counts] = await sql<OpenCounts>(OPEN_COUNTS, [customerId, customerId, customerId, customerId]);
  return counts;
}

/** Refuses a new order while the shopper has `limits.unpaidOrders` unpaid ones. */
export async function refuseOrderOverLimit(sql: RunSql, customerId: number, limits: OpenPaymentLimits): Promise<void> {
  const { orders } = await openCounts(sql, customerId);
  if (orders >= limits.unpaidOrders) {
    throw new OpenPaymentsLimitError(`You already have ${orders} unpaid orders. Pay or cancel one of them (My orders) before placing another.`);
  }
}

/** Refuses a new top-up while the shopper has `limits.unpaidTopups` unpaid ones. */
export async function refuseTopupOverLimit(sql: RunSql, customerId: number, limits: OpenPaymentLimits): Promise<void> {
  const { topups } = await openCounts(sql, customerId);
  if (topups >= limits.unpaidTopups) {
    throw new OpenPaymentsLimitError(`You already have ${topups} unpaid top-ups. Pay one of them or let it expire before starting another.`);
  }
}

/**
 * Refuses a slip while `limits.slipsInReview` of the shopper's slips wait for staff. Without `lock`, an early look
 * that spares the picture's reading; the slip's transaction asks again with the lock.
 */
export async function refuseSlipOverLimit(sql: RunSql, customerId: number, limits: OpenPaymentLimits, options: { lock: boolean }): Promise<void> {
  const { in_review } = await openCounts(sql, customerId, options);
  if (in_review >= limits.slipsInReview) {
    throw new OpenPaymentsLimitError(`${in_review} of your slips are waiting to be checked. Wait until staff have checked one before sending another.`);
  }
}
