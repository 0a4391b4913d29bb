import { Link, useLocation } from 'react-router-dom';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { adminOrdersMessages } from './admin-orders-messages';
import { bangkokDateTime } from './bangkok-time';
import { OrderStatusBadge } from './order-status-badge';
import { UnverifiedWarning } from './unverified-warning';

export const OrdersTableFragment = graphql(`
  fragment OrdersTable_order on Order {
    number
    status
    total
    createdAt
    customer {
      id
      name
      email
    }
    robloxUser {
      name
      displayName
      verified
    }
  }
`);

const COLUMNS = ['colOrder', 'colPlaced', 'colBuyer', 'colRoblox', 'colTotal', 'colStatus'] as const;

/** One row per order; the number opens the order. On phones each row becomes a card (see orders.css). */
export function OrdersTable({ rows }: { rows: readonly FragmentType<typeof OrdersTableFragment>[] }) {
  const orders = useFragment(OrdersTableFragment, rows);
  const text = useMessages(adminOrdersMessages);
  // The order's page leads back to exactly this list (filter and page).
  const listAddress = useLocation();
  if (orders.length === 0) return <p className="orders-state">{text.noMatch}</p>;
  return (
    <TableScroller label={text.ordersTitle}>
      <table className="admin-table orders-table">
        <caption className="visually-hidden">{text.ordersTitle}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'colTotal' ? 'orders-table__total' : undefined}>
                {text[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <td data-label={text.colOrder}>
                <Link to={`/dashboard/orders/${order.number}`} state={{ list: `${listAddress.pathname}${listAddress.search}` }} className="orders-table__number">
                  {order.number}
                </Link>
              </td>
              <td data-label={text.colPlaced}>
                <time dateTime={order.createdAt}>{bangkokDateTime(order.createdAt)}</time>
              </td>
              <td data-label={text.colBuyer}>
                <span className="orders-table__stack">
                  <span>{order.customer.name}</span>
                  <span className="orders-muted">{order.customer.email}</span>
                </span>
              </td>
              <td data-label={text.colRoblox}>
                {order.robloxUser ? (
                  <span className="orders-table__stack">
                    <span>{order.robloxUser.name}</span>
                    {order.robloxUser.verified ? (
                      order.robloxUser.displayName && <span className="orders-muted">{order.robloxUser.displayName}</span>
                    ) : (
                      <UnverifiedWarning />
                    )}
                  </span>
                ) : (
                  <span className="orders-muted">{text.noRobloxUser}</span>
                )}
              </td>
              <td data-label={text.colTotal} className="orders-table__total">
                {formatBaht(order.total)}
              </td>
              <td data-label={text.colStatus}>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
