import { registerEnumType } from 'type-graphql';
import { MailKind } from '../mail/mail.enums.js';
import type { OrderMailKind } from './order-mails.js';

export enum OrderStatus {
  AWAITING_PAYMENT = 'AWAITING_PAYMENT',
  PAYMENT_REVIEW = 'PAYMENT_REVIEW',
  PAID = 'PAID',
  DELIVERING = 'DELIVERING',
  DELIVERED = 'DELIVERED',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
  EXPIRED = 'EXPIRED',
  REFUNDED = 'REFUNDED',
}

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order is: AWAITING_PAYMENT → PAYMENT_REVIEW → PAID → DELIVERING → DELIVERED → COMPLETED, or CANCELLED, EXPIRED, REFUNDED.',
});

/** Who moves an order. */
export type OrderActor = 'customer' | 'staff' | 'system';

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Staff must say why (shown on the shopper's timeline). */
  needsReason?: boolean;
  /**
   * The move confirms a payment. Staff confirm one on record (a slip the buyer sent, waiting for a decision);
   * without one they mark the order paid by hand, which takes MARK_PAID_WITHOUT_PAYMENT and a reason.
   */
  confirmsPayment?: boolean;
  /** The mail the buyer gets, in the same transaction as the move. */
  mail?: OrderMailKind;
}

const { AWAITING_PAYMENT, PAYMENT_REVIEW, PAID, DELIVERING, DELIVERED, COMPLETED, CANCELLED, EXPIRED, REFUNDED } = OrderStatus;
const { PAYMENT_APPROVED, PAYMENT_REJECTED, ORDER_DELIVERED, ORDER_REFUNDED } = MailKind;

/**
 * The order process, the one table every status change is checked against. A PromptPay slip moves
 * AWAITING_PAYMENT → PAYMENT_REVIEW, and staff approve it (PAID) or send it back; a Super Admin may also mark
 * an order paid with no payment recorded (money that came another way), giving a reason. CANCELLED and EXPIRED give the stock back; PAID counts the units sold and records the
 * deposit, REFUNDED takes the units back off and puts what was paid back into the buyer's wallet. A move with a
 * `mail` tells the buyer (a slip sent back, money received, delivered, refunded).
 */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  // The shopper sends a slip (payment-slips.ts); staff then approve it (PAID) or send it back.
  { from: AWAITING_PAYMENT, to: PAYMENT_REVIEW, by: ['customer', 'system', 'staff'] },
  // The shopper pays from their wallet (wallet.service.ts); a Super Admin confirms money that came another way.
  { from: AWAITING_PAYMENT, to: PAID, by: ['customer', 'system', 'staff'], confirmsPayment: true, mail: PAYMENT_APPROVED },
  { from: AWAITING_PAYMENT, to: CANCELLED, by: ['customer', 'staff'], needsReason: true },
  { from: AWAITING_PAYMENT, to: EXPIRED, by: ['system'] },
  { from: PAYMENT_REVIEW, to: PAID, by: ['system', 'staff'], confirmsPayment: true, mail: PAYMENT_APPROVED },
  // A slip that does not check out: the shopper may pay again before the order expires.
  { from: PAYMENT_REVIEW, to: AWAITING_PAYMENT, by: ['system', 'staff'], needsReason: true, mail: PAYMENT_REJECTED },
  { from: PAYMENT_REVIEW, to: CANCELLED, by: ['staff'], needsReason: true, mail: PAYMENT_REJECTED },
  // A slip sent back after the order's time ran out: it cannot wait for another payment.
  { from: PAYMENT_REVIEW, to: EXPIRED, by: ['system', 'staff'], needsReason: true, mail: PAYMENT_REJECTED },
  { from: PAID, to: DELIVERING, by: ['staff'] },
  { from: PAID, to: REFUNDED, by: ['staff'], needsReason: true, mail: ORDER_REFUNDED },
  { from: DELIVERING, to: DELIVERED, by: ['staff'], mail: ORDER_DELIVERED },
  { from: DELIVERING, to: REFUNDED, by: ['staff'], needsReason: true, mail: ORDER_REFUNDED },
  { from: DELIVERED, to: COMPLETED, by: ['staff', 'system'] },
  { from: DELIVERED, to: REFUNDED, by: ['staff'], needsReason: true, mail: ORDER_REFUNDED },
  { from: COMPLETED, to: REFUNDED, by: ['staff'], needsReason: true, mail: ORDER_REFUNDED },
];

export function findTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): Transition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** Staff making this move confirm a payment, which must be on record unless they mark the order paid without one. */
export function staffConfirmsPayment(transition: Transition, actor: OrderActor): boolean {
  return Boolean(transition.confirmsPayment) && actor === 'staff';
}

/**
 * Whether `actor` making this move marks the order paid with no payment recorded for it. An order that is not
 * paid yet can have one payment on record only: a slip its buyer sent that waits for staff (`slipWaiting`), as
 * the wallet, the slip checker and staff approving a slip all make the order PAID in the same transaction as
 * they record the money.
 */
export function paidWithoutPayment(transition: Transition, actor: OrderActor, slipWaiting: boolean): boolean {
  return staffConfirmsPayment(transition, actor) && !slipWaiting;
}

/** The statuses `actor` may move an order to from `from`. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

/**
 * The moves `actor` may make from the order's status, whether each needs a reason and whether it marks the order
 * paid with no payment recorded (the dashboard's buttons and dialogs).
 */
export function movesFrom(order: { status: OrderStatus; slipWaiting: boolean }, actor: OrderActor): { status: OrderStatus; needsReason: boolean; withoutPayment: boolean }[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === order.status && t.by.includes(actor)).map((t) => {
    const withoutPayment = paidWithoutPayment(t, actor, order.slipWaiting);
    return { status: t.to, needsReason: Boolean(t.needsReason) || withoutPayment, withoutPayment };
  });
}

/** Statuses in which the order still holds stock it has not paid for. */
export const RETURNS_STOCK = new Set([CANCELLED, EXPIRED]);

/** Still moving: the shopper's page keeps refreshing. */
export const OPEN_STATUSES = new Set([AWAITING_PAYMENT, PAYMENT_REVIEW, PAID, DELIVERING, DELIVERED]);

/** Statuses in which the order's payment is still expected, so its amount stays reserved for it. */
export const AWAITING_MONEY = new Set([AWAITING_PAYMENT, PAYMENT_REVIEW]);
