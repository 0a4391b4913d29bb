import type { OrderStatus } from '../../gql/graphql';

/** One of the buttons that move an order: what it says, what its dialog asks, and whether a reason is required. */
export interface StatusMove {
  to: OrderStatus;
  label: string;
  /** The dialog's explanation of what happens. */
  effect: string;
  /** Whether the server asks a reason for this move (the buyer sees it on their order). */
  needsReason: boolean;
  /** Marks the order paid with no payment recorded: the server takes it from a Super Admin only, with a `reason`. */
  withoutPayment: boolean;
  /** Moves that undo a sale are drawn in red. */
  danger: boolean;
}

const MOVES: Record<OrderStatus, Omit<StatusMove, 'to' | 'needsReason' | 'withoutPayment'>> = {
  PAYMENT_REVIEW: { label: 'Move to payment review', effect: 'The payment is checked before the order is marked paid.', danger: false },
  PAID: { label: 'Mark paid', effect: "Confirms that the buyer's payment has arrived; the order can then be delivered.", danger: false },
  DELIVERING: { label: 'Start delivery', effect: 'Tells the buyer that the delivery in Roblox has started.', danger: false },
  DELIVERED: { label: 'Mark delivered', effect: 'Records that everything has been handed over in Roblox.', danger: false },
  COMPLETED: { label: 'Complete', effect: 'Closes the order.', danger: false },
  CANCELLED: { label: 'Cancel order', effect: 'The order is cancelled and its stock goes back on sale.', danger: true },
  REFUNDED: { label: 'Refund', effect: "Records that the buyer's money has been returned.", danger: true },
  AWAITING_PAYMENT: {
    label: 'Back to awaiting payment',
    effect: 'The payment did not check out: the buyer may pay again before the order expires.',
    danger: false,
  },
  // Only the shop's own clock expires orders; staff are never offered it.
  EXPIRED: { label: 'Mark expired', effect: 'The order expires and its stock goes back on sale.', danger: true },
};

const WITHOUT_PAYMENT_EFFECT =
  'No payment is recorded for this order: no slip from the buyer waits to be checked. Marking it paid hands over what was bought, Robux account logins included. Only a Super Admin may do this, and must say why.';

/** The button and dialog for one of the order's `staffMoves`, as the server describes it. */
export function statusMove(move: { status: OrderStatus; needsReason: boolean; withoutPayment: boolean }): StatusMove {
  const shown = MOVES[move.status];
  return { to: move.status, needsReason: move.needsReason, withoutPayment: move.withoutPayment, ...shown, effect: move.withoutPayment ? WITHOUT_PAYMENT_EFFECT : shown.effect };
}

/** What the server takes as the note: the trimmed text, or nothing when blank. */
export function noteOf(text: string): string | undefined {
  return text.trim() || undefined;
}

/** How the dialog's text is sent: as the `reason` when marking paid with no payment recorded, else as the note. */
export function moveText(move: StatusMove, text: string): { note?: string; reason?: string } {
  return move.withoutPayment ? { reason: noteOf(text) } : { note: noteOf(text) };
}
