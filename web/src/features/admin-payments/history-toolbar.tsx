import { useEffect, useId, useState } from 'react';
import { TRANSACTION_STATUS_LABEL_TH } from '../admin-shell/ui/payment-labels';
import type { TransactionStatus } from '../../gql/graphql';
import { changeTransactionFilter, TRANSACTION_STATUSES, type TransactionFilter } from './transaction-filter';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface HistoryToolbarProps {
  filter: TransactionFilter;
  onChange(next: TransactionFilter, options?: { replace?: boolean }): void;
}

/** Search by type and status filter of Transaction History (Thai labels). */
export function HistoryToolbar({ filter, onChange }: HistoryToolbarProps) {
  const ids = useId();
  const [searchText, setSearchText] = useState(filter.search ?? '');

  // Back/Forward (or a reload) can change the search under the box: show what the URL says.
  useEffect(() => {
    setSearchText((typed) => (typed.trim() === (filter.search ?? '') ? typed : (filter.search ?? '')));
  }, [filter.search]);

  useEffect(() => {
    const search = searchText.trim() || undefined;
    if (search === filter.search) return undefined;
    const timer = setTimeout(() => onChange(changeTransactionFilter(filter, { search }), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filter, onChange]);

  return (
    <div className="history-toolbar">
      <label className="admin-field" htmlFor={`${ids}-search`}>
        <span className="visually-hidden">ค้นหาตามประเภท</span>
        <input
          id={`${ids}-search`}
          type="search"
          placeholder="ค้นหาตามประเภท..."
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </label>
      <label className="admin-field" htmlFor={`${ids}-status`}>
        <span className="visually-hidden">สถานะ</span>
        <select
          id={`${ids}-status`}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange(changeTransactionFilter(filter, { status: (event.target.value || undefined) as TransactionStatus | undefined }))
          }
        >
          <option value="">ทั้งหมด</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TRANSACTION_STATUS_LABEL_TH[status]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
