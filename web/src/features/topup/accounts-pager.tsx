import { useMessages } from '../../lib/i18n';
import { pageWindow } from './account-filters';
import { topUpMessages } from './topup-messages';

interface AccountsPagerProps {
  page: number;
  lastPage: number;
  onPage(page: number): void;
}

/**
 * The spec's page buttons (1-5, >>, Last), with up to five numbers around the current page once there are more
 * pages than that, and First and << so a far page is not a one-way street.
 */
export function AccountsPager({ page, lastPage, onPage }: AccountsPagerProps) {
  const text = useMessages(topUpMessages);
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  return (
    <nav className="robux-accounts__pages" aria-label={text.pagination}>
      <button type="button" className="page-button" title={text.firstPage} disabled={atStart} onClick={() => onPage(1)}>
        {text.first}
      </button>
      <button type="button" className="page-button" title={text.previousPage} disabled={atStart} onClick={() => onPage(Math.min(page, lastPage + 1) - 1)}>
        {text.previous}
      </button>
      {pageWindow(page, lastPage).map((number) => (
        <button
          key={number}
          type="button"
          className="page-button"
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="page-button" title={text.nextPage} disabled={atEnd} onClick={() => onPage(page + 1)}>
        {text.next}
      </button>
      <button type="button" className="page-button" title={text.lastPage} disabled={atEnd} onClick={() => onPage(lastPage)}>
        {text.last}
      </button>
    </nav>
  );
}
