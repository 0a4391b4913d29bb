import { AdminPage } from '../admin-shell/ui/admin-page';
import { OrderPaymentReviews } from './order-payment-reviews';
import { TopupReviews } from './topup-reviews';
import './payment-review.css';

/** Payment review: order slips and wallet top-up slips waiting, each beside the amount asked; approve, or reject with a reason. */
export default function PaymentReviewPage() {
  return (
    <AdminPage title="Payment Review">
      <OrderPaymentReviews />
      <TopupReviews />
    </AdminPage>
  );
}
