import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { ApproveTopupMutation, RejectTopupMutation, TopupReviewsQuery } from './payment-review-operations';
import { paymentReviewMessages } from './payment-review-messages';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { ReviewCard } from './review-card';
import { ReviewSection } from './review-section';
import { SENT_EVEN_IF_THE_PAGE_CLOSES } from './sent-even-if-the-page-closes';
import { useReviewDecisions } from './use-review-decisions';
import { useReviewPage } from './use-review-page';

/** Wallet top-ups whose slip waits: approve (the wallet is credited, after a minute to undo) or reject with a reason. */
export function TopupReviews() {
  const text = useMessages(paymentReviewMessages);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = useReviewPage(total);
  const { data, error, loading, refetch } = useQuery(TopupReviewsQuery, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
  useEffect(() => setTotal(data?.topupReviews.total), [data]);
  const client = useApolloClient();
  const [rejectTopup] = useMutation(RejectTopupMutation);
  const [announcement, setAnnouncement] = useState('');
  const decisions = useReviewDecisions((id: number) => client.mutate({ mutation: ApproveTopupMutation, variables: { id }, context: SENT_EVEN_IF_THE_PAGE_CLOSES }), refetch);
  const reviews = data?.topupReviews.reviews;
  const rejecting = decisions.rejecting;

  return (
    <ReviewSection
      title={text.topupsTitle}
      intro={text.topupsIntro}
      listLabel={text.topupsList}
      empty={text.topupsEmpty}
      count={data?.topupReviews.total}
      paging={data && { page: paging.page, shown: data.topupReviews.reviews.length, onPageChange: paging.setPage }}
      noun={[text.topupSlip, text.topupSlips]}
      pagerLabel={text.topupSlipPages}
      announcement={announcement}
      loading={loading}
      error={error}
      problem={decisions.problem}
      dialog={
        rejecting !== null && (
          <RejectPaymentDialog
            wording={{
              title: fill(text.rejectTopupTitle, { id: rejecting }),
              effect: text.rejectTopupEffect,
              reader: text.gamerReader,
              readWhere: text.gamerReadWhere,
              submit: text.rejectTopupSubmit,
            }}
            reject={(reason) => rejectTopup({ variables: { id: rejecting, reason } })}
            onClose={decisions.stopRejecting}
            onDone={decisions.rejected}
          />
        )
      }
    >
      {reviews?.map(({ topup, customer, slip, receivingAccount }) => {
        const label = fill(text.topupLabel, { id: topup.id });
        return (
          <ReviewCard
            key={topup.id}
            label={label}
            title={label}
            slip={slip}
            slipLabel={fill(text.topupSlipLabel, { id: topup.id })}
            base={{ label: text.topupBase, amount: topup.amount }}
            payment={topup.payment}
            receivingAccount={receivingAccount}
            buyer={customer}
            busy={decisions.approving === topup.id}
            held={decisions.isHeld(topup.id)}
            onApprove={() => {
              decisions.approve(topup.id);
              setAnnouncement(fill(text.approved, { label }));
            }}
            onUndo={() => {
              decisions.undo(topup.id);
              setAnnouncement(fill(text.undone, { label }));
            }}
            onReject={() => decisions.startRejecting(topup.id)}
          />
        );
      })}
    </ReviewSection>
  );
}
