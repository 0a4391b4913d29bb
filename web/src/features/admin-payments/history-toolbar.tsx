import { useId } from 'react';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import { TRANSACTION_STATUS_LABEL_TH } from '../admin-shell/ui/payment-labels';
import type { TransactionStatus } from '../../gql/graphql';
import { changeTransactionFilter, TRANSACTION_STATUSES, type TransactionFilter } from './transaction-filter';

interface HistoryToolbarProps {
  filter: TransactionFilter;
  onChange(next: TransactionFilter, options?: { replace?: boolean }): void;
}

/** Search by type (its Thai or English name, matched by the server) and status filter of Transaction History (Thai labels). */
export function HistoryToolbar({ filter, onChange }: HistoryToolbarProps) {
  const ids = useId();
  const [searchText, setSearchText] = useUrlSearchBox(filter.search, (search) => onChange(changeTransactionFilter(filter, { search }), { replace: true }));

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
