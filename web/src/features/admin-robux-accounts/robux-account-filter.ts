import type { RobuxAccountStatus } from '../../gql/graphql';
import { ROBUX_ACCOUNT_STATUSES } from './robux-account-labels';

/**
 * Manage Roblox Accounts keeps its filter in the URL (`?status=sold&q=RBX-100&page=2`), like the other
 * dashboard lists: a reload or a shared link shows the same listings, and Back undoes a chip or page change.
 * Statuses are lower case in the URL; anything malformed reads as the default.
 */
export interface RobuxAccountFilter {
  status?: RobuxAccountStatus;
  /** Part of an id (RBX-…) or of an account type, as typed (the server matches it). */
  search?: string;
  /** 1-based. */
  page: number;
}

export const ROBUX_ACCOUNTS_PAGE_SIZE = 20;

export function parseRobuxAccountFilter(params: URLSearchParams): RobuxAccountFilter {
  const status = ROBUX_ACCOUNT_STATUSES.find((candidate) => candidate.toLowerCase() === params.get('status'));
  const page = Number(params.get('page'));
  return { status, search: params.get('q')?.trim() || undefined, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function serializeRobuxAccountFilter(filter: RobuxAccountFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status.toLowerCase());
  const search = filter.search?.trim();
  if (search) params.set('q', search);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The staffRobuxAccounts arguments for a filter: only what is set, and the page as offset and limit. */
export function robuxAccountsVariables(filter: RobuxAccountFilter) {
  return {
    status: filter.status,
    search: filter.search?.trim() || undefined,
    page: { offset: (filter.page - 1) * ROBUX_ACCOUNTS_PAGE_SIZE, limit: ROBUX_ACCOUNTS_PAGE_SIZE },
  };
}
