import { fill, useMessages } from '../../lib/i18n';
import { storeMessages } from './store-messages';

interface StorePaginationProps {
  page: number;
  pages: number;
  onPageChange(page: number): void;
}

export function StorePagination({ page, pages, onPageChange }: StorePaginationProps) {
  const text = useMessages(storeMessages);
  return (
    <nav className="store-pagination" aria-label={text.pagination}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {text.previous}
      </button>
      <span className="store-pagination__status">
        {fill(text.pageOf, { page, pages })}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {text.next}
      </button>
    </nav>
  );
}
