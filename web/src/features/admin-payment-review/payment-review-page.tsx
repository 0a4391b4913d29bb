import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentReviewsQuery as PaymentReviews } from '../../gql/graphql';
import { formatBaht } from '../../lib/money';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { bankName } from './bank-names';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { ApprovePaymentMutation, PaymentReviewsQuery } from './payment-review-operations';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { SlipPicture } from './slip-picture';
import './payment-review.css';

type Review = PaymentReviews['paymentReviews'][number];

const submittedAt = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** Payment review: each order whose slip waits, with the slip beside the amount asked; approve or reject with a reason. */
export default function PaymentReviewPage() {
  const { data, error, loading, refetch } = useQuery(PaymentReviewsQuery, { fetchPolicy: 'cache-and-network' });
  const [approvePayment] = useMutation(ApprovePaymentMutation);
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const reviews = data?.paymentReviews;

  async function approve(number: string) {
    setProblem(null);
    setApproving(number);
    try {
      await approvePayment({ variables: { number } });
    } catch (failure) {
      setProblem(failure);
    } finally {
      setApproving(null);
      await refetch();
    }
  }

  return (
    <AdminPage title="Payment Review">
      <p className="payment-review__muted">Orders whose transfer slip waits to be checked, longest waiting first. Compare the slip with the amount asked before approving.</p>
      <ErrorText error={problem} prefix={isConflict(problem) ? 'Already decided' : 'Could not approve the payment'} />
      <ErrorText error={error} prefix="Could not load the slips" />
      {!reviews && loading && <p role="status">Loading slips…</p>}
      {reviews?.length === 0 && <p className="payment-review__empty">No slips waiting.</p>}
      {reviews && reviews.length > 0 && (
        <ul className="payment-review__list" aria-label="Slips waiting">
          {reviews.map((review) => (
            <ReviewCard key={review.order.number} review={review} busy={approving === review.order.number} onApprove={() => void approve(review.order.number)} onReject={() => setRejecting(review.order.number)} />
          ))}
        </ul>
      )}
      {rejecting && (
        <RejectPaymentDialog
          number={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            void refetch();
          }}
        />
      )}
    </AdminPage>
  );
}

function ReviewCard({ review, busy, onApprove, onReject }: { review: Review; busy: boolean; onApprove(): void; onReject(): void }) {
  const { order, slip } = review;
  return (
    <li className="admin-card payment-review__card" aria-label={`Order ${order.number}`}>
      <SlipPicture slipId={slip.id} label={`Slip for ${order.number}`} />
      <div className="payment-review__facts">
        <h2>
          <Link to={`/dashboard/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>
        </h2>
        <dl>
          <dt>Amount asked</dt>
          <dd>
            <strong>{order.payment ? formatBaht(order.payment.amount) : formatBaht(order.total)}</strong>
            {order.payment && <span className="payment-review__muted"> (total {formatBaht(order.total)} + {formatBaht(order.payment.amountOffset)})</span>}
          </dd>
          <dt>Paid to</dt>
          <dd>{order.payment?.receiverName ?? '—'}</dd>
          <dt>Slip</dt>
          <dd>
            {bankName(slip.sendingBank)} · ref {slip.transRef}
          </dd>
          <dt>Sent</dt>
          <dd>{submittedAt(slip.submittedAt)}</dd>
          {slip.verification && (
            <>
              <dt>Checked</dt>
              <dd className="payment-review__warning">{slip.verification}</dd>
            </>
          )}
          <dt>Buyer</dt>
          <dd>
            {order.customer.name} · {order.customer.email}
          </dd>
          <dt>Roblox</dt>
          <dd>
            @{order.robloxUser.name}
            {!order.robloxUser.verified && <span className="payment-review__warning"> not verified</span>}
          </dd>
        </dl>
        <div className="payment-review__buttons">
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onApprove}>
            {busy ? 'Approving…' : 'Approve'}
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={onReject}>
            Reject
          </button>
        </div>
      </div>
    </li>
  );
}
