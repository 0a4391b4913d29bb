import { useMessages } from '../../lib/i18n';
import { ProblemAlert } from '../admin-shell/ui/problem-alert';
import { paymentReviewMessages } from './payment-review-messages';

/** A failed review request, worded for payment review. */
export function ReviewProblem({ error, prefix }: { error: unknown; prefix: string }) {
  return <ProblemAlert error={error} prefix={prefix} texts={useMessages(paymentReviewMessages)} />;
}
