import { formatWholeNumber } from '../../lib/digits';
import { fill, useMessages } from '../../lib/i18n';
import { adminPaymentsMessages } from './admin-payments-messages';
import { pageCount, TRANSACTIONS_PAGE_SIZE } from './transaction-filter';

interface TransactionsPagerProps {
  page: number;
  total: number;
  onPageChange(page: number): void;
}

/** Which rows of how many are shown, with Previous/Next; nothing to page through shows only the count. */
export function TransactionsPager({ page, total, onPageChange }: TransactionsPagerProps) {
  const text = useMessages(adminPaymentsMessages);
  const pages = pageCount(total);
  const first = total === 0 ? 0 : (page - 1) * TRANSACTIONS_PAGE_SIZE + 1;
  const last = Math.min(total, page * TRANSACTIONS_PAGE_SIZE);
  return (
    <nav className="transactions-pager" aria-label={text.transactionPages}>
      <span className="transactions-pager__summary" aria-live="polite">
        {fill(text.pagerSummary, { first: formatWholeNumber(first), last: formatWholeNumber(last), total: formatWholeNumber(total) })}
      </span>
      {pages > 1 && (
        <span className="transactions-pager__buttons">
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {text.previous}
          </button>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {text.next}
          </button>
        </span>
      )}
    </nav>
  );
}
