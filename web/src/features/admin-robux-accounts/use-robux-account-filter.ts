import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRobuxAccountFilter, type RobuxAccountFilter, serializeRobuxAccountFilter } from './robux-account-filter';

/**
 * The filter as the URL holds it. A chip or page change is a new history entry (Back undoes it); typing in the
 * search box replaces the entry instead, so Back does not step through every letter.
 */
export function useRobuxAccountFilter(): [RobuxAccountFilter, (next: RobuxAccountFilter, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = useMemo(() => parseRobuxAccountFilter(searchParams), [searchParams]);
  const setFilter = useCallback(
    (next: RobuxAccountFilter, { replace = false } = {}) => setSearchParams(serializeRobuxAccountFilter(next), { replace }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
