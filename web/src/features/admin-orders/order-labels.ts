import type { OrderStatus } from '../../gql/graphql';
import type { AdminOrdersText } from './admin-orders-messages';

/** Every status in the order of the process, then the ways an order ends early (the filter chips' order). */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'AWAITING_PAYMENT',
  'PAYMENT_REVIEW',
  'PAID',
  'DELIVERING',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
];

/** Who moved an order, as the timeline names them (the API says customer, staff or system). */
export function actorLabel(actor: string, text: AdminOrdersText): string {
  const known: Record<string, string> = { customer: text.actorCustomer, staff: text.actorStaff, system: text.actorSystem };
  return known[actor] ?? text.actorSystem;
}
