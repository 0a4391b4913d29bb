import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { adminOrdersMessages } from './admin-orders-messages';
import { bangkokDateTime } from './bangkok-time';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { OrderPeople } from './order-people';
import { OrderProblem } from './order-problem';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import './orders.css';

export const AdminOrderQuery = graphql(`
  query AdminOrder($number: String!) {
    adminOrder(number: $number) {
      number
      status
      createdAt
      expiresAt
      total
      ...OrderActions_order
      ...OrderPeople_order
      ...OrderLines_order
      ...OrderTimeline_order
    }
  }
`);

/** Statuses in which the order is still waiting for the buyer's money (and expires if it never comes). */
const UNPAID = new Set(['AWAITING_PAYMENT', 'PAYMENT_REVIEW']);

/** One order for staff: where it is and what may happen next, who it goes to, what was bought, and its history. */
export default function OrderDetailPage() {
  const number = useParams().number ?? '';
  const text = useMessages(adminOrdersMessages);
  // Back leads to the list as it was left (filter and page), when the admin came from it.
  const listAddress = (useLocation().state as { list?: string } | null)?.list ?? '/dashboard/orders';
  const { data, error, refetch } = useQuery(AdminOrderQuery, { variables: { number }, fetchPolicy: 'cache-and-network' });
  const order = data?.adminOrder;
  const back = (
    <Link to={listAddress} className="button button--ghost">
      {text.allOrders}
    </Link>
  );

  return (
    <AdminPage title={fill(text.orderTitle, { number })} actions={back}>
      <OrderProblem error={error} prefix={text.loadOrderFailed} />
      {!order ? (
        !error && <PageSpinner label={text.loadingOrder} />
      ) : (
        <div className="order-detail">
          <div className="order-detail__facts">
            <section className="admin-card order-card" aria-labelledby="order-status-title">
              <h2 id="order-status-title" className="visually-hidden">
                {text.statusHeading}
              </h2>
              <div className="order-summary">
                <OrderStatusBadge status={order.status} />
                <strong className="order-summary__total">{formatBaht(order.total)}</strong>
              </div>
              <dl className="order-facts">
                <dt>{text.placed}</dt>
                <dd>
                  <time dateTime={order.createdAt}>{bangkokDateTime(order.createdAt)}</time>
                </dd>
                {UNPAID.has(order.status) && (
                  <>
                    <dt>{text.expiresIfUnpaid}</dt>
                    <dd>
                      <time dateTime={order.expiresAt}>{bangkokDateTime(order.expiresAt)}</time>
                    </dd>
                  </>
                )}
              </dl>
              <OrderActions order={order} onConflict={() => void refetch()} />
            </section>
            <OrderPeople order={order} />
          </div>
          <div className="order-detail__record">
            <section className="admin-card order-card" aria-labelledby="order-lines-title">
              <h2 id="order-lines-title">{text.linesHeading}</h2>
              <OrderLines order={order} />
            </section>
            <section className="admin-card order-card" aria-labelledby="order-timeline-title">
              <h2 id="order-timeline-title">{text.timelineHeading}</h2>
              <OrderTimeline order={order} />
            </section>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
