import { type ReactNode, useId } from 'react';
import { ErrorText } from '../admin-shell/ui/error-text';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { ListPager } from '../admin-shell/ui/list-pager';
import { REVIEW_PAGE_SIZE } from './use-review-page';

interface ReviewSectionProps {
  title: string;
  intro: string;
  /** Names the list of cards, e.g. 'Order slips waiting'. */
  listLabel: string;
  empty: string;
  /** How many wait in all; undefined until the first answer. */
  count: number | undefined;
  loading: boolean;
  error: unknown;
  /** What went wrong approving, if anything. */
  problem: unknown;
  /** The cards (list items). */
  children: ReactNode;
  /** The reject dialog, when one is open. */
  dialog?: ReactNode;
  /** Which page of the queue is shown, and how many cards it holds; undefined until the first answer. */
  paging: { page: number; shown: number; onPageChange(page: number): void } | undefined;
  /** What the pager counts, singular and plural ('order slip', 'order slips'). */
  noun: readonly [string, string];
}

/** One queue of the Payment Review screen: its title and intro, its state (loading, failed, empty) or its cards. */
export function ReviewSection({ title, intro, listLabel, empty, count, loading, error, problem, children, dialog, paging, noun }: ReviewSectionProps) {
  const titleId = useId();
  return (
    <section className="payment-review__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="payment-review__muted">{intro}</p>
      <ErrorText error={problem} prefix={isConflict(problem) ? 'Already decided' : 'Could not approve the payment'} />
      <ErrorText error={error} prefix="Could not load the slips" />
      {count === undefined && loading && <p role="status">Loading slips…</p>}
      {count === 0 && <p className="payment-review__empty">{empty}</p>}
      {count !== undefined && count > 0 && (
        <>
          <ul className="payment-review__list" aria-label={listLabel}>
            {children}
          </ul>
          {paging && (
            <ListPager
              page={paging.page}
              pageSize={REVIEW_PAGE_SIZE}
              shown={paging.shown}
              total={count}
              noun={noun}
              label={`${noun[0][0].toUpperCase()}${noun[0].slice(1)} pages`}
              onPageChange={paging.onPageChange}
            />
          )}
        </>
      )}
      {dialog}
    </section>
  );
}
