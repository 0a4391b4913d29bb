import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestAuth } from '../auth/request-auth.js';
import { Item } from '../item/item.entity.js';
import { SHOP_TIME_ZONE } from '../transactions/bangkok-time.js';
import { MONEY_FLOW_SUMS, MONEY_FLOWS_SQL, type MoneyFlowTotals } from '../wallet/ledger-revenue.js';
import type { DashboardStats, MonthlyRevenue, WeekdayCount } from './dashboard.types.js';
import { waitingWork } from './waiting-work.js';
import type { WaitingWork } from './waiting-work.types.js';

const BANGKOK_NOW = `(now() at time zone '${SHOP_TIME_ZONE}')`;

const TOTALS_SQL = `
  select ${MONEY_FLOW_SUMS},
         (select count(*)::int from "transaction") as total_transactions,
         (select count(*)::int from "customer") as total_users
    from (${MONEY_FLOWS_SQL}) f`;

// Six Bangkok month starts (as local times) each joined to its revenue and deposits; empty months sum to 0.
const MONTHS_SQL = `
  select to_char(m.start, 'YYYY-MM') as month, ${MONEY_FLOW_SUMS}
    from generate_series(date_trunc('month', ${BANGKOK_NOW}) - interval '5 months', date_trunc('month', ${BANGKOK_NOW}), interval '1 month') as m(start)
    left join (${MONEY_FLOWS_SQL}) f
      on f.at >= m.start at time zone '${SHOP_TIME_ZONE}'
     and f.at < (m.start + interval '1 month') at time zone '${SHOP_TIME_ZONE}'
   group by m.start
   order by m.start`;

// 28 whole Bangkok days (today and the 27 before), so every weekday occurs exactly four times.
const WEEKDAYS_SQL = `
  select d.iso_day, count(c.id)::int as count
    from generate_series(1, 7) as d(iso_day)
    left join "customer" c on extract(isodow from c.created_at at time zone '${SHOP_TIME_ZONE}') = d.iso_day
     and c.created_at >= (${BANGKOK_NOW}::date - 27)::timestamp at time zone '${SHOP_TIME_ZONE}'
   group by d.iso_day
   order by d.iso_day`;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LATEST_ITEMS = 5;

export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    /** Support conversations no member of staff has read, as the support inbox counts them. */
    private readonly unreadSupport: () => Promise<number>,
  ) {}

  /** What waits for the signed-in member of staff: each figure only when their role may open its screen. */
  async waiting(): Promise<WaitingWork> {
    return waitingWork(this.em, await this.auth.admin(), this.unreadSupport);
  }

  /** Four SQL statements, each aggregating in PostgreSQL, whatever the number of rows. */
  async stats(): Promise<DashboardStats> {
    const [totals] = await this.em.execute<(MoneyFlowTotals & { total_transactions: number; total_users: number })[]>(TOTALS_SQL);
    const months = await this.em.execute<(MoneyFlowTotals & { month: string })[]>(MONTHS_SQL);
    const weekdays = await this.em.execute<{ iso_day: number; count: number }[]>(WEEKDAYS_SQL);
    const latestItems = await this.em.find(Item, {}, { populate: ['category'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: LATEST_ITEMS });
    return {
      totalRevenue: totals.revenue,
      totalCustomerDeposits: totals.deposits,
      totalTransactions: totals.total_transactions,
      totalUsers: totals.total_users,
      revenueByMonth: months.map(({ month, revenue, deposits }): MonthlyRevenue => ({ month, revenue, customerDeposits: deposits })),
      userGrowth: weekdays.map(({ iso_day, count }): WeekdayCount => ({ weekday: WEEKDAYS[iso_day - 1], count })),
      latestItems,
    };
  }
}
