import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fill, useMessages } from '../../lib/i18n';
import { ApprovePaymentMutation, PaymentReviewsQuery, RejectPaymentMutation } from './payment-review-operations';
import { paymentReviewMessages } from './payment-review-messages';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { ReviewCard } from './review-card';
import { ReviewSection } from './review-section';
import { SENT_EVEN_IF_THE_PAGE_CLOSES } from './sent-even-if-the-page-closes';
import { useReviewDecisions } from './use-review-decisions';
import { useReviewPage } from './use-review-page';

/** Orders whose slip waits: approve (the order is paid, after a minute to undo) or reject with the reason the buyer reads. */
export function OrderPaymentReviews() {
  const text = useMessages(paymentReviewMessages);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = useReviewPage(total);
  const { data, error, loading, refetch } = useQuery(PaymentReviewsQuery, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
  useEffect(() => setTotal(data?.paymentReviews.total), [data]);
  const client = useApolloClient();
  const [rejectPayment] = useMutation(RejectPaymentMutation);
  const [announcement, setAnnouncement] = useState('');
  const decisions = useReviewDecisions(
    (number: string) => client.mutate({ mutation: ApprovePaymentMutation, variables: { number }, context: SENT_EVEN_IF_THE_PAGE_CLOSES }),
    refetch,
  );
  const reviews = data?.paymentReviews.reviews;
  const rejecting = decisions.rejecting;

  return (
    <ReviewSection
      title={text.ordersTitle}
      intro={text.ordersIntro}
      listLabel={text.ordersList}
      empty={text.ordersEmpty}
      count={data?.paymentReviews.total}
      paging={data && { page: paging.page, shown: data.paymentReviews.reviews.length, onPageChange: paging.setPage }}
      noun={[text.orderSlip, text.orderSlips]}
      pagerLabel={text.orderSlipPages}
      announcement={announcement}
      loading={loading}
      error={error}
      problem={decisions.problem}
      dialog={
        rejecting && (
          <RejectPaymentDialog
            wording={{
              title: fill(text.rejectOrderTitle, { number: rejecting }),
              effect: text.rejectOrderEffect,
              reader: text.buyerReader,
              readWhere: text.buyerReadWhere,
              submit: text.rejectOrderSubmit,
            }}
            reject={(reason) => rejectPayment({ variables: { number: rejecting, reason } })}
            onClose={decisions.stopRejecting}
            onDone={decisions.rejected}
          />
        )
      }
    >
      {reviews?.map(({ order, slip, receivingAccount }) => {
        const label = fill(text.orderLabel, { number: order.number });
        return (
          <ReviewCard
            key={order.number}
            label={label}
            title={<Link to={`/dashboard/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>}
            slip={slip}
            slipLabel={fill(text.orderSlipLabel, { number: order.number })}
            base={{ label: text.totalBase, amount: order.total }}
            payment={order.payment}
            receivingAccount={receivingAccount}
            buyer={order.customer}
            extraFacts={
              <>
                <dt>{text.roblox}</dt>
                <dd>
                  {order.robloxUser ? (
                    <>
                      @{order.robloxUser.name}
                      {!order.robloxUser.verified && <span className="payment-review__warning"> {text.notVerified}</span>}
                    </>
                  ) : (
                    text.noRobloxUser
                  )}
                </dd>
              </>
            }
            busy={decisions.approving === order.number}
            held={decisions.isHeld(order.number)}
            onApprove={() => {
              decisions.approve(order.number);
              setAnnouncement(fill(text.approved, { label }));
            }}
            onUndo={() => {
              decisions.undo(order.number);
              setAnnouncement(fill(text.undone, { label }));
            }}
            onReject={() => decisions.startRejecting(order.number)}
          />
        );
      })}
    </ReviewSection>
  );
}
