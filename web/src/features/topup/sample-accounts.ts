import { fromSatang } from '../../lib/money';

/**
 * The hard-coded "Robux accounts for sale" table of the spec. The spec fixes only its shape (41 accounts,
 * rates 88 to 130, guarantee 3); the rows themselves are invented but deterministic, so the chip counts,
 * the pages and the copied text are the same on every visit and in every test.
 */
export interface SampleAccount {
  id: string;
  robux: number;
  /** Baht per 1,000 Robux. */
  rate: number;
  /** Baht, exact decimal string: robux × rate / 1000. */
  price: string;
  accountType: string;
  guarantee: number;
}

export const ACCOUNTS_PER_PAGE = 10;
/** The spec shows five page buttons, enough for all 41 accounts. */
export const PAGE_BUTTON_COUNT = 5;
export const ALL_RATES = 'all';
export type RateFilter = number | typeof ALL_RATES;

/** How many accounts each rate has; the sum is the spec's 41. */
const ACCOUNTS_PER_RATE: ReadonlyArray<readonly [rate: number, count: number]> = [
  [88, 6],
  [95, 5],
  [100, 7],
  [105, 4],
  [110, 6],
  [120, 5],
  [125, 4],
  [130, 4],
];

function buildSampleAccounts(): SampleAccount[] {
  const rates = ACCOUNTS_PER_RATE.flatMap(([rate, count]) => Array<number>(count).fill(rate));
  // Stepping through the list by 17 (coprime with 41) mixes the rates, so a chip visibly changes the rows.
  return rates.map((_, index) => {
    const rate = rates[(index * 17) % rates.length];
    const robux = 1000 + ((index * 7) % 20) * 500;
    return {
      id: `RBX-${10_001 + index}`,
      robux,
      rate,
      price: fromSatang((robux * rate) / 10),
      accountType: '-',
      guarantee: 3,
    };
  });
}

export const SAMPLE_ACCOUNTS: readonly SampleAccount[] = buildSampleAccounts();

export interface RateChip {
  filter: RateFilter;
  count: number;
}

/** "ALL ACCOUNTS" first, then one chip per rate, lowest rate first. */
export function rateChips(accounts: readonly SampleAccount[]): RateChip[] {
  const counts = new Map<number, number>();
  for (const account of accounts) counts.set(account.rate, (counts.get(account.rate) ?? 0) + 1);
  const byRate = [...counts].sort(([a], [b]) => a - b).map(([rate, count]) => ({ filter: rate, count }));
  return [{ filter: ALL_RATES, count: accounts.length }, ...byRate];
}

export function filterByRate(accounts: readonly SampleAccount[], filter: RateFilter): SampleAccount[] {
  return filter === ALL_RATES ? [...accounts] : accounts.filter((account) => account.rate === filter);
}

export function pageCount(rowCount: number, perPage = ACCOUNTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(rowCount / perPage));
}

/** Rows of a 1-based page; a page past the end is empty. */
export function pageOf<Row>(rows: readonly Row[], page: number, perPage = ACCOUNTS_PER_PAGE): Row[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}

const COLUMNS = ['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE'] as const;

const cellsOf = (account: SampleAccount): string[] => [
  account.id,
  String(account.robux),
  String(account.rate),
  account.price,
  account.accountType,
  String(account.guarantee),
];

/** Quotes a CSV field only when it needs it (RFC 4180): commas, quotes or line breaks. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Header line plus one line per account, CRLF-separated as RFC 4180 asks. */
export function accountsToCsv(accounts: readonly SampleAccount[]): string {
  return [COLUMNS, ...accounts.map(cellsOf)].map((cells) => cells.map(csvField).join(',')).join('\r\n');
}

/** Tab-separated rows (header first), which spreadsheets paste into cells. */
export function accountsToTsv(accounts: readonly SampleAccount[]): string {
  return [COLUMNS, ...accounts.map(cellsOf)].map((cells) => cells.join('\t')).join('\n');
}
