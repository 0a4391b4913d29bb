import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useFragment } from '../../gql';
import { PageTitle } from '../../components/page-title';
import { fill, useMessages } from '../../lib/i18n';
import { useCustomerSession } from '../customer-session/session-context';
import { errorCode } from '../../lib/api-error';
import { OrderDetails } from './order-details';
import { MyOrderQuery, ShopperOrderFragment } from './order-operations';
import { asShopper } from '../../lib/apollo-client';
import { ordersMessages } from './orders-messages';
import { SignInToSee } from '../../components/sign-in-to-see';
import './orders.css';

/** How often an open order's page asks for news (staff confirming payment, delivery). */
export const ORDER_POLL_MS = 10_000;

/** /orders/:number: one of the shopper's orders, refreshed while it is still moving. */
export default function OrderPage() {
  const { number = '' } = useParams();
  const t = useMessages(ordersMessages);
  const { token } = useCustomerSession();
  return (
    <>
      <PageTitle name={`${t.orderLabel} ${number}`} />
      {token ? <ShopperOrder key={`${number} ${token}`} number={number} token={token} /> : <SignInToSee title={t.signInTitle} text={t.signInText} />}
    </>
  );
}

function ShopperOrder({ number, token }: { number: string; token: string }) {
  const t = useMessages(ordersMessages);
  const { pathname } = useLocation();
  const [pollInterval, setPollInterval] = useState(0);
  const { data, previousData, error, loading, refetch } = useQuery(MyOrderQuery, {
    variables: { number },
    context: asShopper(token),
    fetchPolicy: 'network-only',
    pollInterval,
  });
  // A failed poll keeps showing the order as last seen rather than an error page.
  const order = useFragment(ShopperOrderFragment, data?.order ?? previousData?.order);
  // Polling follows the order: it starts once the order is known to be moving and stops when it is final.
  const open = order?.open ?? false;
  useEffect(() => setPollInterval(open ? ORDER_POLL_MS : 0), [open]);

  if (order) return <OrderDetails order={order} token={token} onStale={() => void refetch()} />;
  if (loading) return <PageSpinner label={t.loading} />;
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <SignInToSee title={t.signInTitle} text={t.signInText} returnTo={pathname} sessionEnded />;
  if (code === 'NOT_FOUND') {
    return (
      <article className="orders-page orders-page--centered">
        <h1>{t.notFoundTitle}</h1>
        <p>{fill(t.notFoundText, { number })}</p>
        <Link to="/orders" className="button">
          {t.myOrders}
        </Link>
      </article>
    );
  }
  return (
    <article className="orders-page orders-page--centered" role="alert">
      <p>{t.loadFailed}</p>
      <button type="button" className="button button--ghost" onClick={() => void refetch()}>
        {t.retry}
      </button>
    </article>
  );
}
