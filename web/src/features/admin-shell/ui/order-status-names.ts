import type { OrderStatus } from '../../../gql/graphql';
import { defineMessages } from '../../../lib/i18n';

/** Order statuses as the dashboard's order screens word them. */
export const orderStatusNames = defineMessages<OrderStatus>({
  th: {
    AWAITING_PAYMENT: 'รอชำระเงิน',
    PAYMENT_REVIEW: 'รอตรวจสลิป',
    PAID: 'ชำระเงินแล้ว',
    DELIVERING: 'กำลังจัดส่ง',
    DELIVERED: 'จัดส่งแล้ว',
    COMPLETED: 'เสร็จสมบูรณ์',
    CANCELLED: 'ยกเลิกแล้ว',
    EXPIRED: 'หมดเวลาชำระ',
    REFUNDED: 'คืนเงินแล้ว',
  },
  en: {
    AWAITING_PAYMENT: 'Awaiting payment',
    PAYMENT_REVIEW: 'Payment review',
    PAID: 'Paid',
    DELIVERING: 'Delivering',
    DELIVERED: 'Delivered',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
    EXPIRED: 'Expired',
    REFUNDED: 'Refunded',
  },
});
