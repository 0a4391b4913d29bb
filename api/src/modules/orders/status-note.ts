import { registerEnumType } from 'type-graphql';

/**
 * What the shop itself wrote on a timeline (an order's event, a top-up's latest change), as a code the reader's
 * client words in their language. Staff write their reasons as text instead (the `note` beside it), shown as typed.
 */
export enum StatusNoteCode {
  /** The buyer sent a payment slip; it waits for a check. */
  SLIP_SENT = 'SLIP_SENT',
  /** The buyer paid the order from their wallet. */
  PAID_FROM_WALLET = 'PAID_FROM_WALLET',
  /** Its time to be paid ran out. */
  NOT_PAID_IN_TIME = 'NOT_PAID_IN_TIME',
  /** A slip checker confirmed the payment (its name is the note's provider). */
  PAYMENT_CONFIRMED = 'PAYMENT_CONFIRMED',
}

registerEnumType(StatusNoteCode, {
  name: 'StatusNoteCode',
  description: 'A note the shop itself wrote: SLIP_SENT, PAID_FROM_WALLET, NOT_PAID_IN_TIME, PAYMENT_CONFIRMED (by `noteProvider`).',
});

/** A note the shop writes on a status change: its code and, for PAYMENT_CONFIRMED, who confirmed. */
export interface SystemNote {
  code: StatusNoteCode;
  provider?: string;
}
