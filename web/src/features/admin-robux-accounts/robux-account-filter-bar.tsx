import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import { adminRobuxAccountsMessages, robuxAccountStatusMessages } from './admin-robux-accounts-messages';
import type { RobuxAccountFilter } from './robux-account-filter';
import { ROBUX_ACCOUNT_STATUSES } from './robux-account-labels';

interface RobuxAccountFilterBarProps {
  filter: RobuxAccountFilter;
  onChange(next: RobuxAccountFilter, options?: { replace?: boolean }): void;
}

/** The status chips (All, Available, Reserved, Sold) and the search of Manage Roblox Accounts; any change starts at page 1. */
export function RobuxAccountFilterBar({ filter, onChange }: RobuxAccountFilterBarProps) {
  const searchId = useId();
  const text = useMessages(adminRobuxAccountsMessages);
  const statuses = useMessages(robuxAccountStatusMessages);
  const chips = [{ status: undefined, label: text.all }, ...ROBUX_ACCOUNT_STATUSES.map((status) => ({ status, label: statuses[status] }))];
  const [searchText, setSearchText] = useUrlSearchBox(filter.search, (search) => onChange({ ...filter, search, page: 1 }, { replace: true }));

  return (
    <div className="robux-filters">
      <div className="robux-chips" role="group" aria-label={text.status}>
        {chips.map((chip) => (
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
        <span>{text.search}</span>
        <input
          id={searchId}
          type="search"
          placeholder={text.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </label>
    </div>
  );
}
