import type { OrderStatus } from '../../gql/graphql';
import { useMessages } from '../../lib/i18n';
import { adminOrdersMessages } from './admin-orders-messages';

/** A status as a coloured pill: waiting (amber), paid and moving (blue), done (green), ended early (grey or red). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const text = useMessages(adminOrdersMessages);
  return <span className={`order-status order-status--${status.toLowerCase().replace(/_/g, '-')}`}>{text[status]}</span>;
}
