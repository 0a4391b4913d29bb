import type { ApolloClient } from '@apollo/client';
// The preset's useFragment is a plain function that unmasks a fragment, not a React hook: safe in a loop.
import { useFragment as unmask } from '../../gql';
import type { AccountRow_AccountFragment as AccountRow } from '../../gql/graphql';
import { type AccountFilters, apiSort, rateLabel } from './account-filters';
import { AccountRowFragment, AccountsToCopyQuery } from './robux-accounts-operations';

/** The API's largest page: the fewest round trips for "every filtered row". */
const COPY_PAGE_SIZE = 100;

/** Every row the table's rate and sort show, across all its pages, in the table's order. */
export async function fetchAllAccounts(client: ApolloClient, filters: Pick<AccountFilters, 'rate' | 'sort'>): Promise<AccountRow[]> {
  const rows = new Map<string, AccountRow>();
  for (let offset = 0; ; offset += COPY_PAGE_SIZE) {
    const { data } = await client.query({
      query: AccountsToCopyQuery,
      variables: { rate: filters.rate ?? null, sort: apiSort(filters.sort), page: { offset, limit: COPY_PAGE_SIZE } },
      // A copy is a snapshot of what is for sale now, not of what this page loaded earlier.
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('robuxAccounts answered no data');
    const page = unmask(AccountRowFragment, data.robuxAccounts.items);
    // Keyed by id: a listing sold between two pages shifts the rest up, and must not be copied twice.
    for (const row of page) rows.set(row.id, row);
    if (page.length < COPY_PAGE_SIZE || offset + COPY_PAGE_SIZE >= data.robuxAccounts.total) return [...rows.values()];
  }
}

/** The six columns of the table, the Excel file and the PDF. */
const COLUMNS = ['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE'] as const;

const cellsOf = (account: AccountRow): string[] => [
  account.id,
  String(account.robux),
  rateLabel(account.rate),
  account.price,
  // Staff write the account type: a spreadsheet would run "=…" pasted into a cell as a formula.
  formulaSafe(account.accountType),
  String(account.guaranteeDays),
];

/** A leading apostrophe keeps text starting with =, +, - or @ from being taken as a formula. */
function formulaSafe(text: string): string {
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
}

/** Quotes a CSV field only when it needs it (RFC 4180): commas, quotes or line breaks. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Header line plus one line per account, CRLF-separated as RFC 4180 asks. */
export function accountsToCsv(accounts: readonly AccountRow[]): string {
  return [COLUMNS, ...accounts.map(cellsOf)].map((cells) => cells.map(csvField).join(',')).join('\r\n');
}

/** Tab-separated rows (header first), which spreadsheets paste into cells; a tab or line break inside a cell would split it. */
export function accountsToTsv(accounts: readonly AccountRow[]): string {
  return [COLUMNS, ...accounts.map(cellsOf)].map((cells) => cells.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');
}
