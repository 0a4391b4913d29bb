import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { canUseScreen } from '../admin-shell/screen-access';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { OverviewDashboard } from './overview-dashboard';
import { overviewMessages } from './overview-messages';
import { SetupChecklist } from './setup-checklist';
import { WaitingPanel } from './waiting-panel';
import './overview.css';

/** Everything the overview shows, in one request; the server sums it all in SQL. */
export const DashboardStatsQuery = graphql(`
  query DashboardStats {
    dashboardStats {
      totalRevenue
      totalCustomerDeposits
      totalTransactions
      totalUsers
      revenueByMonth {
        month
        revenue
      }
      userGrowth {
        weekday
        count
      }
      latestItems {
        id
        name
        imageUrl
        stock
        price
        category {
          id
          name
        }
      }
    }
  }
`);

/** /dashboard and /dashboard/overview: what waits for staff, then the shop at a glance. */
export default function OverviewPage() {
  // Always asks the server again on opening, so the figures are never an older visit's.
  const text = useMessages(overviewMessages);
  const { data, loading, error } = useQuery(DashboardStatsQuery, { fetchPolicy: 'cache-and-network' });
  const customersPath = canUseScreen(useCurrentAdmin().permissions, 'personal') ? '/dashboard/personal' : undefined;
  return (
    <AdminPage title={text.title}>
      <WaitingPanel />
      <SetupChecklist />
      {data ? (
        <OverviewDashboard stats={data.dashboardStats} customersPath={customersPath} />
      ) : loading ? (
        <PageSpinner label={text.loading} />
      ) : (
        error && (
          <p className="admin-error" role="alert">
            {text.loadFailed}: {text.problem}
          </p>
        )
      )}
    </AdminPage>
  );
}
