import type { TransactionFilterInput, TransactionStatus, TransactionType } from '../../gql/graphql';

/**
 * The transaction screens keep their filter in the URL query so a filtered view survives a reload and can be
 * shared. Every default is left out of the URL; anything unknown or malformed reads as the default.
 * URL values are lower case for people ('type=withdrawal'); the server gets its enum values ('WITHDRAWAL').
 */
export const TRANSACTION_TYPES: readonly TransactionType[] = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'];
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['COMPLETED', 'PENDING', 'FAILED'];

/** Rows per page of every transaction table. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionFilter {
  /** YYYY-MM-DD (Bangkok), inclusive. */
  from?: string;
  to?: string;
  type?: TransactionType;
  status?: TransactionStatus;
  /** Substring of the type's label, as typed. */
  search?: string;
  /** 1-based. */
  page: number;
}

/** What the server filters by: the filter without its page, as the GraphQL input and the CSV export take it. */
export type TransactionQueryFilter = TransactionFilterInput;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function enumFromParam<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((candidate) => candidate.toLowerCase() === value);
}

export function parseTransactionFilter(params: URLSearchParams): TransactionFilter {
  const date = (name: string) => {
    const value = params.get(name);
    return value !== null && isIsoDate(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  const search = params.get('q')?.trim();
  return {
    from: date('from'),
    to: date('to'),
    type: enumFromParam(TRANSACTION_TYPES, params.get('type')),
    status: enumFromParam(TRANSACTION_STATUSES, params.get('status')),
    search: search || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function serializeTransactionFilter(filter: TransactionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.type) params.set('type', filter.type.toLowerCase());
  if (filter.status) params.set('status', filter.status.toLowerCase());
  const search = filter.search?.trim();
  if (search) params.set('q', search);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** Any change to what is shown starts again at page 1: the old page number means nothing for a new result. */
export function changeTransactionFilter(filter: TransactionFilter, change: Partial<Omit<TransactionFilter, 'page'>>): TransactionFilter {
  return { ...filter, ...change, page: 1 };
}

function withoutBlanks(filter: TransactionQueryFilter): TransactionQueryFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as TransactionQueryFilter;
}

/** Payment Reports: dates and type as chosen; its totals count settled money only, so the rows it lists do too. */
export function reportQueryFilter(filter: TransactionFilter): TransactionQueryFilter {
  return withoutBlanks({ from: filter.from, to: filter.to, type: filter.type, status: 'COMPLETED' });
}

/** Transaction History: the typed search and the chosen status. */
export function historyQueryFilter(filter: TransactionFilter): TransactionQueryFilter {
  return withoutBlanks({ search: filter.search?.trim(), status: filter.status });
}

/** The GraphQL `page` argument for a 1-based page number. */
export function pageInput(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * TRANSACTIONS_PAGE_SIZE, limit: TRANSACTIONS_PAGE_SIZE };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));
}
