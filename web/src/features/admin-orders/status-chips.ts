import type { OrderStatus } from '../../gql/graphql';
import type { AdminOrdersText } from './admin-orders-messages';
import { ORDER_STATUSES } from './order-labels';

export interface StatusChip {
  /** Undefined for All. */
  status?: OrderStatus;
  label: string;
  count: number;
}

/**
 * All, then every status in process order, each with how many orders match the dates and search. A status
 * the server did not count has none; All is the sum, so it agrees with the chips whichever is chosen.
 */
export function statusChips(counts: readonly { status: OrderStatus; count: number }[], text: AdminOrdersText): StatusChip[] {
  const countOf = new Map(counts.map(({ status, count }) => [status, count]));
  const chips = ORDER_STATUSES.map((status) => ({ status, label: text[status], count: countOf.get(status) ?? 0 }));
  return [{ label: text.allChip, count: chips.reduce((sum, chip) => sum + chip.count, 0) }, ...chips];
}
