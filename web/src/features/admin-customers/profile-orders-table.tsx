import { Link } from 'react-router-dom';
import type { OrderStatus } from '../../gql/graphql';
import { bangkokTime } from '../../lib/bangkok-time';
import { useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { orderStatusNames } from '../admin-shell/ui/order-status-names';
import { adminCustomersMessages } from './admin-customers-messages';

interface ProfileOrder {
  number: string;
  status: OrderStatus;
  total: string;
  createdAt: string;
}

/** The customer's latest orders, each number opening that order's dashboard page. */
export function ProfileOrdersTable({ orders }: { orders: readonly ProfileOrder[] }) {
  const { language } = useLanguage();
  const text = useMessages(adminCustomersMessages);
  const statuses = useMessages(orderStatusNames);
  return (
    <TableScroller label={text.latestOrders}>
      <table className="admin-table customer-profile__table">
        <thead>
          <tr>
            <th scope="col">{text.order}</th>
            <th scope="col">{text.status}</th>
            <th scope="col">{text.total}</th>
            <th scope="col">{text.date}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <td data-label={text.order}>
                <Link to={`/dashboard/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>
              </td>
              <td data-label={text.status}>{statuses[order.status]}</td>
              <td data-label={text.total}>{formatBaht(order.total)}</td>
              <td data-label={text.date}>
                <time dateTime={order.createdAt}>{bangkokTime(order.createdAt, language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
