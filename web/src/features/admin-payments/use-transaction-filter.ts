import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTransactionFilter, serializeTransactionFilter, type TransactionFilter } from './transaction-filter';

/**
 * The filter as the URL holds it. A chosen filter or page is a new history entry (Back undoes it); typing
 * in a search box replaces the entry instead, so Back does not step through every letter.
 */
export function useTransactionFilter(): [TransactionFilter, (next: TransactionFilter, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => parseTransactionFilter(searchParams), [searchParams]);
  const setFilter = useCallback(
    (next: TransactionFilter, { replace = false } = {}) => setSearchParams(serializeTransactionFilter(next), { replace }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
