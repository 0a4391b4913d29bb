import type { OrderStatus } from '../../gql/graphql';

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

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  PAYMENT_REVIEW: 'Payment review',
  PAID: 'Paid',
  DELIVERING: 'Delivering',
  DELIVERED: 'Delivered',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
};

/** Who moved an order, as the timeline names them (the API says customer, staff or system). */
export function actorLabel(actor: string): string {
  const known: Record<string, string> = { customer: 'Buyer', staff: 'Staff', system: 'System' };
  return known[actor] ?? actor;
}
