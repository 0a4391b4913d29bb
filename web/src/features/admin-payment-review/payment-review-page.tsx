import { useMessages } from '../../lib/i18n';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { OrderPaymentReviews } from './order-payment-reviews';
import { paymentReviewMessages } from './payment-review-messages';
import { TopupReviews } from './topup-reviews';
import './payment-review.css';

/**
 * Payment review: order slips and wallet top-up slips waiting, each beside the amount asked; approve (undoable
 * for a minute), or reject with a reason.
 */
export default function PaymentReviewPage() {
  const text = useMessages(paymentReviewMessages);
  return (
    <AdminPage title={text.title}>
      <OrderPaymentReviews />
      <TopupReviews />
    </AdminPage>
  );
}
