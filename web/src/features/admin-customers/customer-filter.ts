/**
 * Personal Settings keeps its search and page in the URL (`?q=somchai&page=2`), like the other dashboard
 * lists: a reload or a shared link shows the same customers, and Back undoes a page change.
 */
export interface CustomerFilter {
  /** Part of a name or e-mail, as typed (the server matches it). */
  search?: string;
  /** 1-based. */
  page: number;
}

/** Cards per page: four full rows of the widest grid, well under the API's cap of 100. */
export const CUSTOMERS_PAGE_SIZE = 24;

export function parseCustomerFilter(params: URLSearchParams): CustomerFilter {
  const page = Number(params.get('page'));
  return { search: params.get('q')?.trim() || undefined, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function serializeCustomerFilter(filter: CustomerFilter): URLSearchParams {
  const params = new URLSearchParams();
  const search = filter.search?.trim();
  if (search) params.set('q', search);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The GraphQL `page` argument for a 1-based page number. */
export function customerPageInput(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * CUSTOMERS_PAGE_SIZE, limit: CUSTOMERS_PAGE_SIZE };
}
