import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseStoreFilters, type StoreFilters, serializeStoreFilters } from './store-filters';

/** The filters as the URL holds them; each change is a new history entry, so Back undoes it. */
export function useStoreFilters(): [StoreFilters, (next: StoreFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseStoreFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: StoreFilters) => setSearchParams(serializeStoreFilters(next), { replace: false }),
    [setSearchParams],
  );
  return [filters, setFilters];
}
