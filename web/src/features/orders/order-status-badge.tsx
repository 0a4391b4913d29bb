import type { OrderStatus } from '../../gql/graphql';
import { useMessages } from '../../lib/i18n';
import { ordersMessages } from './orders-messages';

/** Waiting on the shopper, moving along, done well, or stopped: four colours for nine statuses. */
const TONE: Record<OrderStatus, 'waiting' | 'moving' | 'done' | 'stopped'> = {
  AWAITING_PAYMENT: 'waiting',
  PAYMENT_REVIEW: 'moving',
  PAID: 'moving',
  DELIVERING: 'moving',
  DELIVERED: 'done',
  COMPLETED: 'done',
  CANCELLED: 'stopped',
  EXPIRED: 'stopped',
  REFUNDED: 'stopped',
};

export function OrderStatusBadge({ status, large = false }: { status: OrderStatus; large?: boolean }) {
  const t = useMessages(ordersMessages);
  return <span className={`order-status order-status--${TONE[status]}${large ? ' order-status--large' : ''}`}>{t[status]}</span>;
}
