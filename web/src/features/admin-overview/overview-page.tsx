import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { canUseScreen } from '../admin-shell/screen-access';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { OverviewDashboard } from './overview-dashboard';
import { SetupChecklist } from './setup-checklist';
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

/** /dashboard and /dashboard/overview: the shop at a glance. */
export default function OverviewPage() {
  // Always asks the server again on opening, so the figures are never an older visit's.
  const { data, loading, error } = useQuery(DashboardStatsQuery, { fetchPolicy: 'cache-and-network' });
  const customersPath = canUseScreen(useCurrentAdmin().permissions, 'personal') ? '/dashboard/personal' : undefined;
  return (
    <AdminPage title="Overview">
      <SetupChecklist />
      {data ? (
        <OverviewDashboard stats={data.dashboardStats} customersPath={customersPath} />
      ) : loading ? (
        <PageSpinner label="Loading the overview…" />
      ) : (
        <ErrorText error={error} prefix="Error fetching the overview" />
      )}
    </AdminPage>
  );
}
