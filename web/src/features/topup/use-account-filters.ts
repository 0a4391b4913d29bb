import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type AccountFilters, parseAccountFilters, withAccountFilters } from './account-filters';

/** The accounts table's filters as the URL holds them; each change is a new history entry, so Back undoes it. */
export function useAccountFilters(): [AccountFilters, (next: AccountFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseAccountFilters(searchParams), [searchParams]);
  const setFilters = useCallback((next: AccountFilters) => setSearchParams((current) => withAccountFilters(current, next)), [setSearchParams]);
  return [filters, setFilters];
}
