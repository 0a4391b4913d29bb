import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type OrderFilter, parseOrderFilter, serializeOrderFilter } from './order-filter';

/**
 * The filter as the URL holds it. A chosen chip, date or page is a new history entry (Back undoes it);
 * typing in the search box replaces the entry instead, so Back does not step through every letter.
 */
export function useOrderFilter(): [OrderFilter, (next: OrderFilter, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => parseOrderFilter(searchParams), [searchParams]);
  const setFilter = useCallback(
    (next: OrderFilter, { replace = false } = {}) => setSearchParams(serializeOrderFilter(next), { replace }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
