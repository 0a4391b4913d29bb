import { Link } from 'react-router-dom';
import { formatBaht } from '../../lib/money';
import { formatCount } from './format-count';
import { type LatestItem, LatestItemsTable } from './latest-items-table';
import type { RevenueByMonth, UserGrowthByWeekday } from './overview-chart-data';
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
  return (
    <div className="overview">
      <div className="overview__stats">
        <StatCard label="Total Revenue" value={formatBaht(stats.totalRevenue)} note="Orders paid by PromptPay or from a wallet, less refunds" />
        {stats.totalCustomerDeposits !== undefined && (
          <StatCard
            label="Customer Deposits (wallet top-ups)"
            value={formatBaht(stats.totalCustomerDeposits)}
            note="Money gamers put in their wallets: not revenue until they pay an order with it"
          />
        )}
        <StatCard label="Total Transactions" value={formatCount(stats.totalTransactions)} />
        <StatCard
          label="Total Users"
          value={formatCount(stats.totalUsers)}
          note={
            <>
              Customer accounts (staff not included)
              {customersPath && (
                <>
                  {' · '}
                  <Link to={customersPath}>See them in Personal Settings</Link>
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
