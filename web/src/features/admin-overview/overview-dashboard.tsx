import { Link } from 'react-router-dom';
import { useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatCount } from './format-count';
import { type LatestItem, LatestItemsTable } from './latest-items-table';
import type { RevenueByMonth, UserGrowthByWeekday } from './overview-chart-data';
import { overviewMessages } from './overview-messages';
import { RevenueChart } from './revenue-chart';
import { StatCard } from './stat-card';
import { UserGrowthChart } from './user-growth-chart';

export interface OverviewStats extends RevenueByMonth, UserGrowthByWeekday {
  totalRevenue: string;
  /** Optional until the Overview's query asks for it; the card shows once it does. */
  totalCustomerDeposits?: string;
  totalTransactions: number;
  totalUsers: number;
  latestItems: readonly LatestItem[];
}

/**
 * The overview's cards, charts and table, all drawn from one `dashboardStats` answer. Total Users counts
 * customer accounts, the same rows Personal Settings lists; `customersPath` links there for an admin who may see it.
 */
export function OverviewDashboard({ stats, customersPath }: { stats: OverviewStats; customersPath?: string }) {
  const text = useMessages(overviewMessages);
  return (
    <div className="overview">
      <div className="overview__stats">
        <StatCard label={text.totalRevenue} value={formatBaht(stats.totalRevenue)} note={text.totalRevenueNote} />
        {stats.totalCustomerDeposits !== undefined && (
          <StatCard
            label={text.deposits}
            value={formatBaht(stats.totalCustomerDeposits)}
            note={text.depositsNote}
          />
        )}
        <StatCard label={text.totalTransactions} value={formatCount(stats.totalTransactions)} />
        <StatCard
          label={text.totalUsers}
          value={formatCount(stats.totalUsers)}
          note={
            <>
              {text.totalUsersNote}
              {customersPath && (
                <>
                  {' · '}
                  <Link to={customersPath}>{text.seeCustomers}</Link>
                </>
              )}
            </>
          }
        />
      </div>
      <div className="overview__charts">
        <RevenueChart stats={stats} />
        <UserGrowthChart stats={stats} />
      </div>
      <LatestItemsTable items={stats.latestItems} />
    </div>
  );
}
