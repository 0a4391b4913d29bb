import { defineMessages } from '../../lib/i18n';

export const shopStatusMessages = defineMessages({
  th: {
    notTakingOrdersTitle: 'ร้านยังไม่เปิดรับคำสั่งซื้อ',
    NO_PAYMENT_ACCOUNT: 'ร้านยังไม่ได้ตั้งค่าบัญชีรับชำระเงิน จึงยังสั่งซื้อไม่ได้ คุณยังเพิ่มสินค้าลงตะกร้าไว้ได้ แล้วกลับมาสั่งซื้อเมื่อร้านพร้อม',
  },
  en: {
    notTakingOrdersTitle: "The shop isn't taking orders yet",
    NO_PAYMENT_ACCOUNT: "Its payment account isn't set up, so nothing can be ordered yet. You can still add items to your cart and order once the shop is ready.",
  },
});
