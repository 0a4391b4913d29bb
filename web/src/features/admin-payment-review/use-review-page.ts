import { useEffect, useState } from 'react';

/** Slips shown per page of a review queue. */
export const REVIEW_PAGE_SIZE = 20;

/**
 * Which page of a review queue is shown. Deciding the last slip of the last page leaves that page empty: the queue
 * then steps back to the page that is now the last.
 */
export function useReviewPage(total: number | undefined) {
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / REVIEW_PAGE_SIZE));
  useEffect(() => {
    if (total !== undefined && page > lastPage) setPage(lastPage);
  }, [total, page, lastPage]);
  return { page, setPage, variables: { page: { offset: (page - 1) * REVIEW_PAGE_SIZE, limit: REVIEW_PAGE_SIZE } } };
}
