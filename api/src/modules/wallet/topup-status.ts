import { registerEnumType } from 'type-graphql';
import { MailKind } from '../mail/mail.enums.js';

export enum TopupStatus {
  AWAITING_PAYMENT = 'AWAITING_PAYMENT',
  PAYMENT_REVIEW = 'PAYMENT_REVIEW',
  CREDITED = 'CREDITED',
  EXPIRED = 'EXPIRED',
}

registerEnumType(TopupStatus, { name: 'TopupStatus', description: 'AWAITING_PAYMENT → PAYMENT_REVIEW → CREDITED, or EXPIRED when not paid in time.' });

type TopupActor = 'customer' | 'staff' | 'system';

interface TopupTransition {
  from: TopupStatus;
  to: TopupStatus;
  by: readonly TopupActor[];
  /** The mail the gamer gets, in the same transaction as the move. */
  mail?: MailKind.WALLET_CREDITED;
}

const { AWAITING_PAYMENT, PAYMENT_REVIEW, CREDITED, EXPIRED } = TopupStatus;

/** The top-up process, the one table every status change is checked against (topup.service.ts). */
export const TOPUP_TRANSITIONS: readonly TopupTransition[] = [
  // The gamer sends the slip; staff (or the verifying provider) credit the wallet, or send it back.
  { from: AWAITING_PAYMENT, to: PAYMENT_REVIEW, by: ['customer'] },
  { from: AWAITING_PAYMENT, to: EXPIRED, by: ['system'] },
  { from: PAYMENT_REVIEW, to: CREDITED, by: ['staff', 'system'], mail: MailKind.WALLET_CREDITED },
  { from: PAYMENT_REVIEW, to: AWAITING_PAYMENT, by: ['staff'] },
  // Sent back after its time ran out: it cannot wait for another payment.
  { from: PAYMENT_REVIEW, to: EXPIRED, by: ['staff'] },
];

export function findTopupTransition(from: TopupStatus, to: TopupStatus, actor: TopupActor): TopupTransition | undefined {
  return TOPUP_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** Statuses in which the top-up's payment is still expected, so its amount stays reserved. */
export const TOPUP_AWAITING_MONEY = new Set([AWAITING_PAYMENT, PAYMENT_REVIEW]);
