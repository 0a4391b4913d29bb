import { useId } from 'react';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import { transactionStatusMessages } from '../admin-shell/ui/payment-labels';
import { useMessages } from '../../lib/i18n';
import { adminPaymentsMessages } from './admin-payments-messages';
import type { TransactionStatus } from '../../gql/graphql';
import { changeTransactionFilter, TRANSACTION_STATUSES, type TransactionFilter } from './transaction-filter';

interface HistoryToolbarProps {
  filter: TransactionFilter;
  onChange(next: TransactionFilter, options?: { replace?: boolean }): void;
}

/** Search by type (its Thai or English name, matched by the server) and status filter of Transaction History. */
export function HistoryToolbar({ filter, onChange }: HistoryToolbarProps) {
  const ids = useId();
  const text = useMessages(adminPaymentsMessages);
  const statuses = useMessages(transactionStatusMessages);
  const [searchText, setSearchText] = useUrlSearchBox(filter.search, (search) => onChange(changeTransactionFilter(filter, { search }), { replace: true }));

  return (
    <div className="history-toolbar">
      <label className="admin-field" htmlFor={`${ids}-search`}>
        <span className="visually-hidden">{text.searchByType}</span>
        <input
          id={`${ids}-search`}
          type="search"
          placeholder={text.searchByTypePlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </label>
      <label className="admin-field" htmlFor={`${ids}-status`}>
        <span className="visually-hidden">{text.status}</span>
        <select
          id={`${ids}-status`}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange(changeTransactionFilter(filter, { status: (event.target.value || undefined) as TransactionStatus | undefined }))
          }
        >
          <option value="">{text.allStatuses}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statuses[status]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
