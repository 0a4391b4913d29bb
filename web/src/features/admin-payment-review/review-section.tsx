import { type ReactNode, useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { ListPager } from '../admin-shell/ui/list-pager';
import { paymentReviewMessages } from './payment-review-messages';
import { ReviewProblem } from './review-problem';
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
  /** Names the pager ('Order slip pages'). */
  pagerLabel: string;
  /** What screen readers hear after an approval is sent or undone. */
  announcement: string;
}

/** One queue of the Payment Review screen: its title and intro, its state (loading, failed, empty) or its cards. */
export function ReviewSection({ title, intro, listLabel, empty, count, loading, error, problem, children, dialog, paging, noun, pagerLabel, announcement }: ReviewSectionProps) {
  const titleId = useId();
  const text = useMessages(paymentReviewMessages);
  return (
    <section className="payment-review__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="payment-review__muted">{intro}</p>
      <ReviewProblem error={problem} prefix={isConflict(problem) ? text.alreadyDecided : text.approveFailed} />
      <ReviewProblem error={error} prefix={text.loadFailed} />
      {count === undefined && loading && <p role="status">{text.loadingSlips}</p>}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
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
              label={pagerLabel}
              onPageChange={paging.onPageChange}
            />
          )}
        </>
      )}
      {dialog}
    </section>
  );
}
