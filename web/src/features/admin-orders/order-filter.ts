import type { OrderStatus, StaffOrderFilterInput } from '../../gql/graphql';
import { ORDER_STATUSES } from './order-labels';

/**
 * The Orders screen keeps its filter in the URL, so a filtered list survives a reload, can be shared and is
 * where Back from an order leads. Defaults are left out of the URL; anything malformed reads as the default.
 * Statuses are lower case in the URL ('status=awaiting_payment'); the server gets its enum values.
 */
export interface OrderFilter {
  status?: OrderStatus;
  /** YYYY-MM-DD, days in Asia/Bangkok, both included. */
  from?: string;
  to?: string;
  /** Part of an order number or of a Roblox username, as typed. */
  search?: string;
  /** 1-based. */
  page: number;
}

export const ORDERS_PAGE_SIZE = 20;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  const date = (name: string) => {
    const value = params.get(name);
    return value !== null && isIsoDate(value) ? value : undefined;
  };
  const status = ORDER_STATUSES.find((candidate) => candidate.toLowerCase() === params.get('status'));
  const page = Number(params.get('page'));
  return {
    status,
    from: date('from'),
    to: date('to'),
    search: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function serializeOrderFilter(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status.toLowerCase());
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  const search = filter.search?.trim();
  if (search) params.set('q', search);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** Any change to what is listed starts again at page 1: the old page number means nothing for a new result. */
export function changeOrderFilter(filter: OrderFilter, change: Partial<Omit<OrderFilter, 'page'>>): OrderFilter {
  return { ...filter, ...change, page: 1 };
}

/** A range whose start is after its end matches nothing; the screen says so instead of asking. */
export function isBackwardsRange(filter: Pick<OrderFilter, 'from' | 'to'>): boolean {
  return Boolean(filter.from && filter.to && filter.from > filter.to);
}

/** The GraphQL filter (and the CSV export's query): only what is set, the search trimmed. */
export function orderQueryFilter(filter: OrderFilter): StaffOrderFilterInput {
  const input: StaffOrderFilterInput = {};
  if (filter.status) input.status = filter.status;
  if (filter.from) input.from = filter.from;
  if (filter.to) input.to = filter.to;
  const search = filter.search?.trim();
  if (search) input.search = search;
  return input;
}

/** The GraphQL `page` argument for a 1-based page number. */
export function orderPageInput(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE };
}
