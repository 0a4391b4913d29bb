import { Link } from 'react-router-dom';
import type { OrderStatus } from '../../gql/graphql';
import { formatBaht } from '../../lib/money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { bangkokDay } from './bangkok-day';

interface ProfileOrder {
  number: string;
  status: OrderStatus;
  total: string;
  createdAt: string;
}

/** 'AWAITING_PAYMENT' → 'Awaiting payment', the words the Orders screen uses for each status. */
const statusWords = (status: OrderStatus) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** The customer's latest orders, each number opening that order's dashboard page. */
export function ProfileOrdersTable({ orders }: { orders: readonly ProfileOrder[] }) {
  return (
    <TableScroller label="Latest Orders">
      <table className="admin-table customer-profile__table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <td data-label="Order">
                <Link to={`/dashboard/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>
              </td>
              <td data-label="Status">{statusWords(order.status)}</td>
              <td data-label="Total">{formatBaht(order.total)}</td>
              <td data-label="Date">
                <time dateTime={order.createdAt}>{bangkokDay(order.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
