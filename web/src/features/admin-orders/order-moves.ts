import type { OrderStatus } from '../../gql/graphql';
import type { AdminOrdersText } from './admin-orders-messages';

/** One of the buttons that move an order, as the server's `staffMoves` describes it. */
export interface StatusMove {
  to: OrderStatus;
  /** Whether the server asks a reason for this move (the buyer sees it on their order): only then a dialog opens. */
  needsReason: boolean;
  /** Marks the order paid with no payment recorded: the server takes it from a Super Admin only, with a `reason`. */
  withoutPayment: boolean;
  /** Moves that undo a sale are drawn in red. */
  danger: boolean;
}

const UNDOES_A_SALE: ReadonlySet<OrderStatus> = new Set(['CANCELLED', 'REFUNDED', 'EXPIRED']);

/** The button for one of the order's `staffMoves`. */
export function statusMove(move: { status: OrderStatus; needsReason: boolean; withoutPayment: boolean }): StatusMove {
  return { to: move.status, needsReason: move.needsReason, withoutPayment: move.withoutPayment, danger: UNDOES_A_SALE.has(move.status) };
}

/** What the move's button says ('Start delivery'). */
export const moveLabel = (move: StatusMove, text: AdminOrdersText): string => text[`move${move.to}`];

/** What the move does, as its dialog explains it. */
export const moveEffect = (move: StatusMove, text: AdminOrdersText): string => (move.withoutPayment ? text.effectWithoutPayment : text[`effect${move.to}`]);

/** What the server takes as the note: the trimmed text, or nothing when blank. */
export function noteOf(text: string): string | undefined {
  return text.trim() || undefined;
}

/** How the dialog's text is sent: as the `reason` when marking paid with no payment recorded, else as the note. */
export function moveText(move: StatusMove, text: string): { note?: string; reason?: string } {
  return move.withoutPayment ? { reason: noteOf(text) } : { note: noteOf(text) };
}
