import { formatWholeNumber } from '../../../lib/digits';
import { fill, useMessages } from '../../../lib/i18n';
import { adminShellMessages } from '../admin-shell-messages';

interface ListPagerProps {
  page: number;
  pageSize: number;
  /** Rows on this page, as the server answered. */
  shown: number;
  total: number;
  /** What is counted, singular and plural ("order", "orders"), in the page's language. */
  noun: readonly [string, string];
  /** The navigation's accessible name, e.g. "Order pages". */
  label: string;
  onPageChange(page: number): void;
}

/** Which rows of how many are shown, with Previous/Next when there is more than one page (the dashboard's lists). */
export function ListPager({ page, pageSize, shown, total, noun, label, onPageChange }: ListPagerProps) {
  const text = useMessages(adminShellMessages);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Counted from what came back, so a page number past the end (an old link) reads "0–0", not a made-up range.
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  const count = fill(text.pagerShowing, {
    first: formatWholeNumber(first),
    last: formatWholeNumber(last),
    total: formatWholeNumber(total),
    noun: total === 1 ? noun[0] : noun[1],
  });
  return (
    <nav className="list-pager" aria-label={label}>
      <span className="list-pager__count" aria-live="polite">
        {count}
      </span>
      {pages > 1 && (
        <span className="list-pager__buttons">
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
