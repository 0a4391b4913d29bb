import { useId } from 'react';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import { changeOrderFilter, isBackwardsRange, isIsoDate, type OrderFilter } from './order-filter';
import type { StatusChip } from './status-chips';
import { formatWholeNumber } from '../../lib/digits';
import { useMessages } from '../../lib/i18n';
import { adminOrdersMessages } from './admin-orders-messages';

interface OrderFilterBarProps {
  filter: OrderFilter;
  /** Absent until the first answer brings the counts. */
  chips: readonly StatusChip[] | undefined;
  onChange(next: OrderFilter, options?: { replace?: boolean }): void;
}

/** Status chips with their counts, the date range and the search of the Orders screen. */
export function OrderFilterBar({ filter, chips, onChange }: OrderFilterBarProps) {
  const ids = useId();
  const text = useMessages(adminOrdersMessages);
  const [searchText, setSearchText] = useUrlSearchBox(filter.search, (search) => onChange(changeOrderFilter(filter, { search }), { replace: true }));

  // While a year is typed, Chromium lets it run past four digits ('20261-11-01'): only a whole date or a
  // cleared box changes the filter.
  const setDate = (name: 'from' | 'to', value: string) => {
    if (value === '' || isIsoDate(value)) onChange(changeOrderFilter(filter, { [name]: value || undefined }));
  };

  return (
    <div className="order-filters">
      <div className="order-chips" role="group" aria-label={text.statusGroup}>
        {(chips ?? []).map((chip) => (
          <button
            key={chip.status ?? 'all'}
            type="button"
            className="order-chip"
            aria-pressed={chip.status === filter.status}
            onClick={() => onChange(changeOrderFilter(filter, { status: chip.status }))}
          >
            {chip.label}{' '}
            <span className="order-chip__count">{formatWholeNumber(chip.count)}</span>
          </button>
        ))}
      </div>
      <div className="order-filters__fields">
        <label className="admin-field order-filters__search" htmlFor={`${ids}-search`}>
          <span>{text.search}</span>
          <input
            id={`${ids}-search`}
            type="search"
            placeholder={text.searchPlaceholder}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <label className="admin-field" htmlFor={`${ids}-from`}>
          <span>{text.from}</span>
          <input id={`${ids}-from`} type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => setDate('from', event.target.value)} />
        </label>
        <label className="admin-field" htmlFor={`${ids}-to`}>
          <span>{text.to}</span>
          <input id={`${ids}-to`} type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => setDate('to', event.target.value)} />
        </label>
      </div>
      <p className="order-filters__note">
        {isBackwardsRange(filter) ? text.backwardsRange : text.bangkokDays}
      </p>
    </div>
  );
}
