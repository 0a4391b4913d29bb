import { type ReactNode, useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { changeFilters, STORE_SORTS, STORE_TABS, type StoreFilters, type StoreSort } from './store-filters';
import { storeMessages } from './store-messages';

interface StoreToolbarProps {
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
  /** Narrow screens: the button to the filter sheet, beside the sort order. */
  filtersButton?: ReactNode;
}

/** The item-type tabs (a group of toggle buttons: they filter the one grid rather than switch panels) and the sort order. */
export function StoreToolbar({ filters, onFiltersChange, filtersButton }: StoreToolbarProps) {
  const text = useMessages(storeMessages);
  const sortId = useId();
  return (
    <div className="store-toolbar">
      <div className="store-toolbar__tabs" role="group" aria-label={text.itemTypes}>
        {STORE_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className="store-toolbar__tab"
            aria-pressed={filters.tab === tab}
            onClick={() => filters.tab !== tab && onFiltersChange(changeFilters(filters, { tab }))}
          >
            {text[tab]}
          </button>
        ))}
      </div>
      <div className="store-toolbar__actions">
        {filtersButton}
        <div className="store-toolbar__sort">
          <label htmlFor={sortId}>{text.sortBy}</label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) => onFiltersChange(changeFilters(filters, { sort: event.target.value as StoreSort }))}
          >
            {STORE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {text[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
