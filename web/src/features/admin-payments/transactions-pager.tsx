import { pageCount, TRANSACTIONS_PAGE_SIZE } from './transaction-filter';
import { formatWholeNumber } from '../../lib/digits';

export interface PagerText {
  label: string;
  previous: string;
  next: string;
  /** Fills {first}, {last}, {total}, {page}, {pages}. */
  summary: string;
}

interface TransactionsPagerProps {
  page: number;
  total: number;
  text: PagerText;
  onPageChange(page: number): void;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? formatWholeNumber(values[name]!) : whole));

/** Which rows of how many are shown, with Previous/Next; nothing to page through shows only the count. */
export function TransactionsPager({ page, total, text, onPageChange }: TransactionsPagerProps) {
  const pages = pageCount(total);
  const first = total === 0 ? 0 : (page - 1) * TRANSACTIONS_PAGE_SIZE + 1;
  const last = Math.min(total, page * TRANSACTIONS_PAGE_SIZE);
  return (
    <nav className="transactions-pager" aria-label={text.label}>
      <span className="transactions-pager__summary" aria-live="polite">
        {fill(text.summary, { first, last, total, page, pages })}
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
