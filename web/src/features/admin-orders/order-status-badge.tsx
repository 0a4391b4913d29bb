import type { OrderStatus } from '../../gql/graphql';
import { ORDER_STATUS_LABEL } from './order-labels';

/** A status as a coloured pill: waiting (amber), paid and moving (blue), done (green), ended early (grey or red). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`order-status order-status--${status.toLowerCase().replace(/_/g, '-')}`}>{ORDER_STATUS_LABEL[status]}</span>;
}
