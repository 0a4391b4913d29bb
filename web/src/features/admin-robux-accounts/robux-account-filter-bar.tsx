import { useId } from 'react';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import type { RobuxAccountFilter } from './robux-account-filter';
import { ROBUX_ACCOUNT_STATUS_LABEL, ROBUX_ACCOUNT_STATUSES } from './robux-account-labels';

const CHIPS = [{ status: undefined, label: 'All' }, ...ROBUX_ACCOUNT_STATUSES.map((status) => ({ status, label: ROBUX_ACCOUNT_STATUS_LABEL[status] }))];

interface RobuxAccountFilterBarProps {
  filter: RobuxAccountFilter;
  onChange(next: RobuxAccountFilter, options?: { replace?: boolean }): void;
}

/** The status chips (All, Available, Reserved, Sold) and the search of Manage Roblox Accounts; any change starts at page 1. */
export function RobuxAccountFilterBar({ filter, onChange }: RobuxAccountFilterBarProps) {
  const searchId = useId();
  const [searchText, setSearchText] = useUrlSearchBox(filter.search, (search) => onChange({ ...filter, search, page: 1 }, { replace: true }));

  return (
    <div className="robux-filters">
      <div className="robux-chips" role="group" aria-label="Status">
        {CHIPS.map((chip) => (
          <button
            key={chip.label}
            type="button"
            className="robux-chip"
            aria-pressed={chip.status === filter.status}
            onClick={() => onChange({ ...filter, status: chip.status, page: 1 })}
          >
            {chip.label}
          </button>
        ))}
      </div>
      <label className="admin-field robux-filters__search" htmlFor={searchId}>
        <span>Search</span>
        <input
          id={searchId}
          type="search"
          placeholder="ID (RBX-…) or account type"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </label>
    </div>
  );
}
