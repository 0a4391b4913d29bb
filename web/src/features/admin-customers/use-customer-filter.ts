import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CustomerFilter, parseCustomerFilter, serializeCustomerFilter } from './customer-filter';

/**
 * The filter as the URL holds it. A page change is a new history entry (Back undoes it); typing in the search
 * box replaces the entry instead, so Back does not step through every letter.
 */
export function useCustomerFilter(): [CustomerFilter, (next: CustomerFilter, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => parseCustomerFilter(searchParams), [searchParams]);
  const setFilter = useCallback(
    (next: CustomerFilter, { replace = false } = {}) => setSearchParams(serializeCustomerFilter(next), { replace }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
