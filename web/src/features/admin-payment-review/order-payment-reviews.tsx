import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApprovePaymentMutation, PaymentReviewsQuery, RejectPaymentMutation } from './payment-review-operations';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { ReviewCard } from './review-card';
import { ReviewSection } from './review-section';
import { useReviewDecisions } from './use-review-decisions';
import { useReviewPage } from './use-review-page';

/** Orders whose slip waits: approve (the order is paid) or reject with the reason the buyer reads. */
export function OrderPaymentReviews() {
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = useReviewPage(total);
  const { data, error, loading, refetch } = useQuery(PaymentReviewsQuery, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
  useEffect(() => setTotal(data?.paymentReviews.total), [data]);
  const [approvePayment] = useMutation(ApprovePaymentMutation);
  const [rejectPayment] = useMutation(RejectPaymentMutation);
  const decisions = useReviewDecisions((number: string) => approvePayment({ variables: { number } }), refetch);
  const reviews = data?.paymentReviews.reviews;
  const rejecting = decisions.rejecting;

  return (
    <ReviewSection
      title="Orders"
      intro="Orders whose transfer slip waits to be checked, longest waiting first. Compare the slip with the amount asked before approving."
      listLabel="Order slips waiting"
      empty="No order slips waiting."
      count={data?.paymentReviews.total}
      paging={data && { page: paging.page, shown: data.paymentReviews.reviews.length, onPageChange: paging.setPage }}
      noun={['order slip', 'order slips']}
      loading={loading}
      error={error}
      problem={decisions.problem}
      dialog={
        rejecting && (
          <RejectPaymentDialog
            wording={{
              title: `Reject the payment of ${rejecting}?`,
              effect: 'The order goes back to awaiting payment (or expires if its time has run out); the buyer reads your reason on its page.',
              reader: 'buyer',
              readWhere: 'their order',
              submit: 'Reject payment',
            }}
            reject={(reason) => rejectPayment({ variables: { number: rejecting, reason } })}
            onClose={decisions.stopRejecting}
            onDone={decisions.rejected}
          />
        )
      }
    >
      {reviews?.map(({ order, slip, receivingAccount }) => (
        <ReviewCard
          key={order.number}
          label={`Order ${order.number}`}
          title={<Link to={`/dashboard/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>}
          slip={slip}
          slipLabel={`Slip for ${order.number}`}
          base={{ label: 'total', amount: order.total }}
          payment={order.payment}
          receivingAccount={receivingAccount}
          buyer={order.customer}
          extraFacts={
            <>
              <dt>Roblox</dt>
              <dd>
                @{order.robloxUser.name}
                {!order.robloxUser.verified && <span className="payment-review__warning"> not verified</span>}
              </dd>
            </>
          }
          busy={decisions.approving === order.number}
          onApprove={() => decisions.approve(order.number)}
          onReject={() => decisions.startRejecting(order.number)}
        />
      ))}
    </ReviewSection>
  );
}
