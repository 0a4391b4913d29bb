import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { canUseScreen } from '../admin-shell/screen-access';
import { formatCount } from './format-count';
import { overviewMessages } from './overview-messages';

/** Each figure is null for staff whose role may not open its screen (the server decides); such a tile is left out. */
export const WaitingWorkQuery = graphql(`
  query WaitingWork {
    waitingWork {
      orderSlipsToReview
      topupSlipsToReview
      ordersToDeliver
      ordersDelivering
      unreadSupportConversations
      todaySales
    }
  }
`);

/** The figures move while the Overview stays open (slips arrive, orders get paid): asked again every minute. */
const REFRESH_MS = 60_000;

interface Tile {
  key: string;
  label: string;
  value: string;
  detail: string;
  /** The screen that holds what waits, when the admin may open it. */
  to?: string;
}

/** What waits for staff, at the top of the Overview: each count leads to the screen where it is dealt with. */
export function WaitingPanel() {
  const text = useMessages(overviewMessages);
  const permissions = useCurrentAdmin().permissions;
  const { data } = useQuery(WaitingWorkQuery, { fetchPolicy: 'cache-and-network', pollInterval: REFRESH_MS });
  const work = data?.waitingWork;
  if (!work) return null;
  const link = (screen: Parameters<typeof canUseScreen>[1], search = '') => (canUseScreen(permissions, screen) ? `/dashboard/${screen}${search}` : undefined);
  const tiles: Tile[] = [];
  if (work.orderSlipsToReview !== null && work.topupSlipsToReview !== null) {
    tiles.push({
      key: 'slips',
      label: text.slipsToReview,
      value: formatCount(work.orderSlipsToReview + work.topupSlipsToReview),
      detail: fill(text.slipsDetail, { orders: formatCount(work.orderSlipsToReview), topups: formatCount(work.topupSlipsToReview) }),
      to: link('payment-review'),
    });
  }
  if (work.ordersToDeliver !== null && work.ordersDelivering !== null) {
    tiles.push({
      key: 'deliver',
      label: text.ordersToDeliver,
      value: formatCount(work.ordersToDeliver),
      detail: fill(text.deliveringDetail, { count: formatCount(work.ordersDelivering) }),
      to: link('orders', '?status=paid'),
    });
  }
  if (work.unreadSupportConversations !== null) {
    tiles.push({ key: 'support', label: text.unreadSupport, value: formatCount(work.unreadSupportConversations), detail: text.unreadDetail, to: link('support-tickets') });
  }
  if (work.todaySales !== null) {
    tiles.push({ key: 'sales', label: text.todaySales, value: formatBaht(work.todaySales), detail: text.todayDetail, to: link('payment-reports') });
  }
  if (tiles.length === 0) return null;
  return (
    <section className="overview-waiting" aria-labelledby="overview-waiting-title">
      <h2 id="overview-waiting-title" className="overview-section-title">
        {text.waitingTitle}
      </h2>
      <ul className="overview-waiting__tiles">
        {tiles.map((tile) => {
          const body = (
            <>
              <span className="overview-waiting__label">{tile.label}</span>
              <strong className="overview-waiting__value">{tile.value}</strong>
              <span className="overview-waiting__detail">{tile.detail}</span>
            </>
          );
          return (
            <li key={tile.key} className="admin-card overview-waiting__tile">
              {tile.to ? (
                <Link to={tile.to} className="overview-waiting__link">
                  {body}
                </Link>
              ) : (
                <div className="overview-waiting__link">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
