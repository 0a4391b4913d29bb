import { todayInBangkok } from '../../lib/bangkok-time';
import { downloadWithAdminToken } from '../admin-shell/ui/download-with-admin-token';
import type { TransactionQueryFilter } from './transaction-filter';

const EXPORT_PATH = '/api/transactions/export.csv';

/** The CSV export's address for a filter: the same names and enum values as the GraphQL input. */
export function transactionsExportUrl(filter: TransactionQueryFilter): string {
  const params = new URLSearchParams();
  for (const name of ['from', 'to', 'type', 'status', 'search'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

/**
 * `payment-report-2026-11-01_2026-11-23.csv`: the prefix, then the date range the rows cover (an open start
 * reads 'start', an open end is today), then any narrowing choice so two downloads of different filters differ.
 */
export function exportFileName(prefix: string, filter: TransactionQueryFilter, today = todayInBangkok()): string {
  const parts = [prefix, `${filter.from ?? 'start'}_${filter.to ?? today}`];
  if (filter.type) parts.push(filter.type.toLowerCase());
  if (filter.search) parts.push(filter.search.toLowerCase().replace(/[^a-z0-9ก-๙]+/g, '-').replace(/^-|-$/g, '') || 'search');
  return `${parts.join('-')}.csv`;
}

/** Downloads exactly the filtered rows as the server writes them, with the admin's token. */
export function downloadTransactionsCsv(filter: TransactionQueryFilter, fileName: string): Promise<void> {
  return downloadWithAdminToken(transactionsExportUrl(filter), fileName);
}
