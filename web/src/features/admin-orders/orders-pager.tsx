import { ORDERS_PAGE_SIZE, orderPageCount } from './order-filter';

interface OrdersPagerProps {
  page: number;
  total: number;
  onPageChange(page: number): void;
}

/** Which orders of how many are shown, with Previous/Next when there is more than one page. */
export function OrdersPager({ page, total, onPageChange }: OrdersPagerProps) {
  const pages = orderPageCount(total);
  const first = total === 0 ? 0 : (page - 1) * ORDERS_PAGE_SIZE + 1;
  const last = Math.min(total, page * ORDERS_PAGE_SIZE);
  const number = (value: number) => value.toLocaleString('en-US');
  return (
    <nav className="orders-pager" aria-label="Order pages">
      <span className="orders-muted" aria-live="polite">
        Showing {number(first)}–{number(last)} of {number(total)} {total === 1 ? 'order' : 'orders'}
      </span>
      {pages > 1 && (
        <span className="orders-pager__buttons">
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </button>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            Next
          </button>
        </span>
      )}
    </nav>
  );
}
