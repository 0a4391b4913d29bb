import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { transactionTypeMessages } from '../admin-shell/ui/payment-labels';
import { adminPaymentsMessages } from './admin-payments-messages';
import type { TransactionType } from '../../gql/graphql';
import { changeTransactionFilter, TRANSACTION_TYPES, type TransactionFilter } from './transaction-filter';

interface ReportFilterPanelProps {
  id: string;
  filter: TransactionFilter;
  onChange(next: TransactionFilter): void;
}

/** Date range and type of the Payment Reports screen; every change applies at once to cards, chart and table. */
export function ReportFilterPanel({ id, filter, onChange }: ReportFilterPanelProps) {
  const ids = useId();
  const text = useMessages(adminPaymentsMessages);
  const types = useMessages(transactionTypeMessages);
  const change = (part: Partial<TransactionFilter>) => onChange(changeTransactionFilter(filter, part));
  const active = Boolean(filter.from || filter.to || filter.type);
  return (
    <section id={id} className="admin-card report-filter" aria-label={text.filterTransactions}>
      <label className="admin-field" htmlFor={`${ids}-from`}>
        {text.from}
        <input
          id={`${ids}-from`}
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => change({ from: event.target.value || undefined })}
        />
      </label>
      <label className="admin-field" htmlFor={`${ids}-to`}>
        {text.to}
        <input
          id={`${ids}-to`}
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => change({ to: event.target.value || undefined })}
        />
      </label>
      <label className="admin-field" htmlFor={`${ids}-type`}>
        {text.type}
        <select
          id={`${ids}-type`}
          value={filter.type ?? ''}
          onChange={(event) => change({ type: (event.target.value || undefined) as TransactionType | undefined })}
        >
          <option value="">{text.allTypes}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {types[type]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--ghost report-filter__clear"
        disabled={!active}
        onClick={() => change({ from: undefined, to: undefined, type: undefined })}
      >
        {text.clearFilter}
      </button>
    </section>
  );
}
