import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { useCustomerSession } from '../customer-session/session-context';
import { errorCode } from '../../lib/api-error';
import { lineName } from '../../lib/line-name';
import { bangkokTime } from '../../lib/bangkok-time';
import { MyOrdersQuery } from './order-operations';
import { asShopper } from '../../lib/apollo-client';
import { OrderStatusBadge } from './order-status-badge';
import { OrderReplyMark } from '../support-chat/order-reply-mark';
import { ordersMessages } from './orders-messages';
import { SignInToSee } from '../../components/sign-in-to-see';
import './orders.css';

export const ORDERS_PAGE_SIZE = 10;

/** ?page=2 → 2; anything else is the first page. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /orders: the signed-in shopper's own orders, newest first, ten a page. */
export default function MyOrdersPage() {
  const t = useMessages(ordersMessages);
  const { token } = useCustomerSession();
  return (
    <div className="orders-page">
      <PageTitle name={t.myOrders} />
      <header className="orders-page__header">
        <h1>{t.myOrders}</h1>
        <p>{t.myOrdersIntro}</p>
      </header>
      {token ? <OrderList key={token} token={token} /> : <SignInToSee title={t.signInTitle} text={t.signInText} />}
    </div>
  );
}

function OrderList({ token }: { token: string }) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const { data, previousData, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { page: { offset: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE } },
    context: asShopper(token),
    fetchPolicy: 'network-only',
  });
  const shown = (data ?? previousData)?.myOrders;

  if (!shown) {
    if (loading) return <PageSpinner label={t.loading} />;
    if (errorCode(error) === 'UNAUTHENTICATED') return <SignInToSee title={t.signInTitle} text={t.signInText} sessionEnded />;
    return (
      <div className="order-card" role="alert">
        <p>{t.loadFailed}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (shown.total === 0) {
    return (
      <div className="order-card orders-page--centered">
        <h2>{t.noOrders}</h2>
        <p>{t.noOrdersText}</p>
        <Link to="/store" className="button">
          {t.browseStore}
        </Link>
      </div>
    );
  }

  const pages = Math.max(1, Math.ceil(shown.total / ORDERS_PAGE_SIZE));
  return (
    <>
      <ul className="order-list" aria-busy={loading || undefined}>
        {shown.orders.map((order) => {
          const [first, ...rest] = order.lines;
          const firstText = first ? `${lineName(first, language)} ×${first.quantity}` : '';
          return (
            <li key={order.number} className="order-list__item">
              <div className="order-list__head">
                <h2 className="order-list__number">
                  <Link to={`/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>
                </h2>
                <OrderReplyMark orderNumber={order.number} />
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="order-list__lines">{rest.length ? fill(t.moreLines, { first: firstText, count: rest.length }) : firstText}</p>
              <div className="order-list__foot">
                <time dateTime={order.createdAt}>{bangkokTime(order.createdAt, language)}</time>
                <strong>{formatBaht(order.total)}</strong>
              </div>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="order-pager" aria-label={t.pages}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t.previous}</Link> : <span aria-hidden="true" />}
          <span>{fill(t.pageOf, { page, pages })}</span>
          {page < pages ? <Link to={`?page=${page + 1}`}>{t.next}</Link> : <span aria-hidden="true" />}
        </nav>
      )}
    </>
  );
}
