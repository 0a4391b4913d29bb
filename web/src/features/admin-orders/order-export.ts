import type { StaffOrderFilterInput } from '../../gql/graphql';
import { todayInBangkok } from '../../lib/bangkok-time';

const EXPORT_PATH = '/api/admin/orders/export.csv';

/** The CSV export's address: the same filter names and enum values as the GraphQL input. */
export function ordersExportUrl(filter: StaffOrderFilterInput): string {
  const params = new URLSearchParams();
  for (const name of ['status', 'from', 'to', 'search'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

/**
 * `orders-2026-11-01_2026-11-23-paid.csv`: the days the rows cover (an open start reads 'start', an open
 * end is today), then the status and search, so downloads of different filters get different names.
 */
export function ordersExportFileName(filter: StaffOrderFilterInput, today = todayInBangkok()): string {
  const parts = ['orders', `${filter.from ?? 'start'}_${filter.to ?? today}`];
  if (filter.status) parts.push(filter.status.toLowerCase().replace(/_/g, '-'));
  if (filter.search) parts.push(filter.search.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'search');
  return `${parts.join('-')}.csv`;
}
