import { adminSession } from '../admin-shell/admin-session';
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

const bangkokDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today as the shop counts days (Asia/Bangkok), YYYY-MM-DD. */
export function todayInBangkok(now = new Date()): string {
  return bangkokDate.format(now);
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

async function serverReason(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not the API's JSON error body: fall back to the status.
  }
  return `The server answered ${response.status}.`;
}

/**
 * Downloads exactly the filtered rows as the server writes them: fetched with the admin's token (a plain link
 * could not send it), then handed to the browser as a file through a temporary link. A rejected token signs
 * the admin out, as a rejected GraphQL request does.
 */
export async function downloadTransactionsCsv(filter: TransactionQueryFilter, fileName: string): Promise<void> {
  const token = adminSession.token();
  const response = await fetch(transactionsExportUrl(filter), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status === 401 && token) adminSession.signOut();
  if (!response.ok) throw new Error(await serverReason(response));
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the blob to the download already; revoking later keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
