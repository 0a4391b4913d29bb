import { fill, useMessages } from '../../lib/i18n';
import { formatWholeBaht } from '../../lib/money';
import { changeFilters, type StoreFilters } from './store-filters';
import { storeMessages } from './store-messages';

interface StoreResultsSummaryProps {
  /** The matching items over all pages; absent while loading. */
  total?: number;
  /** The items the price bound leaves out (0 without one). */
  aboveMaxPrice: number;
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

/** How many items match, and how many the price bound hides with a way to show them: the store hides nothing silently. */
export function StoreResultsSummary({ total, aboveMaxPrice, filters, onFiltersChange }: StoreResultsSummaryProps) {
  const text = useMessages(storeMessages);
  const { maxPrice } = filters;
  const hidden = maxPrice !== undefined && total !== undefined && aboveMaxPrice > 0;
  return (
    <div className="store-results__summary">
      <p className="store-results__count" aria-live="polite">
        {total !== undefined && (total === 1 ? text.oneItem : fill(text.itemCount, { count: total }))}
        {hidden && ` · ${fill(text.aboveMaxPrice, { count: aboveMaxPrice, price: formatWholeBaht(maxPrice) })}`}
      </p>
      {hidden && (
        <button type="button" className="store-results__show-all" onClick={() => onFiltersChange(changeFilters(filters, { maxPrice: undefined }))}>
          {text.showAll}
        </button>
      )}
    </div>
  );
}
