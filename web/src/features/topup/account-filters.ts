import type { RobuxAccountSort, TopUpRobuxAccountsQueryVariables } from '../../gql/graphql';
import { fromSatang, toSatang } from '../../lib/money';

/**
 * The accounts table's rate, sort and page live in the URL query (`?rate=95&sort=price_asc&page=2`), so a
 * filtered page can be shared and Back steps through the changes. Defaults stay out of the URL, and anything
 * malformed reads as the default. Only these three names are the table's: any other parameter is left alone.
 */
export const ACCOUNT_SORTS = ['rate_asc', 'rate_desc', 'price_asc', 'price_desc'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** The REST exports take the same lower-case words; GraphQL takes the enum. */
const API_SORT: Record<AccountSort, RobuxAccountSort> = {
  rate_asc: 'RATE_ASC',
  rate_desc: 'RATE_DESC',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
};

export const DEFAULT_SORT: AccountSort = 'rate_asc';
export const ACCOUNTS_PER_PAGE = 10;
/** As many page buttons as the spec's table shows (1-5), centred on the current page once there are more. */
export const PAGE_BUTTONS = 5;

export interface AccountFilters {
  /** Exact decimal as the API writes it ("95.00"); absent: every rate. */
  rate?: string;
  sort: AccountSort;
  /** 1-based. */
  page: number;
}

const PARAM = { rate: 'rate', sort: 'sort', page: 'page' } as const;
const RATE = /^\d{1,6}(\.\d{1,2})?$/;
const WHOLE_NUMBER = /^\d{1,6}$/;

/** "95" and "95.0" both mean the API's "95.00"; a rate compares by value, not by spelling. */
export function normaliseRate(rate: string): string {
  return fromSatang(toSatang(rate));
}

/** How people read a rate: "95.00" → "95", "95.50" stays "95.50" (a half-baht rate must not look whole). */
export function rateLabel(rate: string): string {
  return rate.endsWith('.00') ? rate.slice(0, -3) : rate;
}

export function parseAccountFilters(params: URLSearchParams): AccountFilters {
  const rate = params.get(PARAM.rate);
  const page = params.get(PARAM.page);
  const sort = params.get(PARAM.sort);
  return {
    rate: rate !== null && RATE.test(rate) ? normaliseRate(rate) : undefined,
    sort: ACCOUNT_SORTS.find((candidate) => candidate === sort) ?? DEFAULT_SORT,
    page: page !== null && WHOLE_NUMBER.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** The URL query with the table's filters written into `params`; other parameters pass through untouched. */
export function withAccountFilters(params: URLSearchParams, filters: AccountFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  set(PARAM.rate, filters.rate === undefined ? undefined : rateLabel(filters.rate));
  set(PARAM.sort, filters.sort === DEFAULT_SORT ? undefined : filters.sort);
  set(PARAM.page, filters.page > 1 ? String(filters.page) : undefined);
  return next;
}

/** Another rate or order shows other rows: the old page number means nothing for them, so it starts again at 1. */
export function chooseRate(filters: AccountFilters, rate: string | undefined): AccountFilters {
  return { ...filters, rate, page: 1 };
}

export function chooseSort(filters: AccountFilters, sort: AccountSort): AccountFilters {
  return { ...filters, sort, page: 1 };
}

/** A sortable column's header toggles its own ascending and descending order, ascending first. */
export function toggledSort(current: AccountSort, column: 'rate' | 'price'): AccountSort {
  return current === `${column}_asc` ? `${column}_desc` : `${column}_asc`;
}

export function accountsVariables(filters: AccountFilters): TopUpRobuxAccountsQueryVariables {
  return {
    rate: filters.rate ?? null,
    sort: API_SORT[filters.sort],
    page: { offset: (filters.page - 1) * ACCOUNTS_PER_PAGE, limit: ACCOUNTS_PER_PAGE },
  };
}

export const apiSort = (sort: AccountSort) => API_SORT[sort];

export function lastPageOf(total: number): number {
  return Math.max(1, Math.ceil(total / ACCOUNTS_PER_PAGE));
}

/** Up to PAGE_BUTTONS page numbers around `page`, never past either end. */
export function pageWindow(page: number, lastPage: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_BUTTONS / 2), lastPage - PAGE_BUTTONS + 1));
  const last = Math.min(lastPage, first + PAGE_BUTTONS - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The Excel or PDF download of every row the table's rate and sort show (the shop's REST export, public). */
export function exportUrl(kind: 'xlsx' | 'pdf', filters: Pick<AccountFilters, 'rate' | 'sort'>): string {
  const query = new URLSearchParams();
  if (filters.rate !== undefined) query.set('rate', filters.rate);
  query.set('sort', filters.sort);
  return `/api/robux-accounts/export.${kind}?${query}`;
}
