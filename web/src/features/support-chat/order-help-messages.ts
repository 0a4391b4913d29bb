import { defineMessages } from '../../lib/i18n';

export const orderHelpMessages = defineMessages({
  th: {
    heading: 'ต้องการความช่วยเหลือเกี่ยวกับคำสั่งซื้อนี้?',
    why: 'เกิดอะไรขึ้น?',
    NOT_RECEIVED: 'ยังไม่ได้รับสินค้า',
    WRONG_ITEM: 'ได้รับสินค้าไม่ถูกต้อง',
    PAYMENT_PROBLEM: 'ปัญหาการชำระเงิน',
    OTHER: 'อื่น ๆ',
    start: 'คุยกับทีมงาน',
  },
  en: {
    heading: 'Need help with this order?',
    why: 'What happened?',
    NOT_RECEIVED: 'I have not received it',
    WRONG_ITEM: 'I received the wrong item',
    PAYMENT_PROBLEM: 'A payment problem',
    OTHER: 'Something else',
    start: 'Talk to our team',
  },
});
