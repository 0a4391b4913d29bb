import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ApproveTopupMutation, RejectTopupMutation, TopupReviewsQuery } from './payment-review-operations';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { ReviewCard } from './review-card';
import { ReviewSection } from './review-section';
import { useReviewDecisions } from './use-review-decisions';
import { useReviewPage } from './use-review-page';

/** Wallet top-ups whose slip waits: approve (the wallet is credited with what was paid) or reject with a reason. */
export function TopupReviews() {
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = useReviewPage(total);
  const { data, error, loading, refetch } = useQuery(TopupReviewsQuery, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
  useEffect(() => setTotal(data?.topupReviews.total), [data]);
  const [approveTopup] = useMutation(ApproveTopupMutation);
  const [rejectTopup] = useMutation(RejectTopupMutation);
  const decisions = useReviewDecisions((id: number) => approveTopup({ variables: { id } }), refetch);
  const reviews = data?.topupReviews.reviews;
  const rejecting = decisions.rejecting;

  return (
    <ReviewSection
      title="Wallet top-ups"
      intro="Gamers adding baht to their wallet, longest waiting first. Approving credits the wallet with the amount asked, satang included."
      listLabel="Top-up slips waiting"
      empty="No top-up slips waiting."
      count={data?.topupReviews.total}
      paging={data && { page: paging.page, shown: data.topupReviews.reviews.length, onPageChange: paging.setPage }}
      noun={['top-up slip', 'top-up slips']}
      loading={loading}
      error={error}
      problem={decisions.problem}
      dialog={
        rejecting !== null && (
          <RejectPaymentDialog
            wording={{
              title: `Reject top-up #${rejecting}?`,
              effect: 'The top-up goes back to awaiting payment (or expires if its time has run out); nothing is credited and the gamer reads your reason.',
              reader: 'gamer',
              readWhere: 'their top-up',
              submit: 'Reject top-up',
            }}
            reject={(reason) => rejectTopup({ variables: { id: rejecting, reason } })}
            onClose={decisions.stopRejecting}
            onDone={decisions.rejected}
          />
        )
      }
    >
      {reviews?.map(({ topup, customer, slip, receivingAccount }) => (
        <ReviewCard
          key={topup.id}
          label={`Top-up #${topup.id}`}
          title={`Top-up #${topup.id}`}
          slip={slip}
          slipLabel={`Slip for top-up #${topup.id}`}
          base={{ label: 'top-up', amount: topup.amount }}
          payment={topup.payment}
          receivingAccount={receivingAccount}
          buyer={customer}
          busy={decisions.approving === topup.id}
          onApprove={() => decisions.approve(topup.id)}
          onReject={() => decisions.startRejecting(topup.id)}
        />
      ))}
    </ReviewSection>
  );
}
