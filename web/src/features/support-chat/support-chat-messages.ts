import { defineMessages } from '../../lib/i18n';

/** The widget's own texts (the conversation's are in support-thread-messages.ts). */
export const supportChatMessages = defineMessages({
  th: {
    open: 'เปิดแชทกับทีมงาน',
    close: 'ปิดแชทกับทีมงาน',
    title: 'แชทกับทีมงาน',
    openNow: 'ปกติตอบกลับภายในไม่กี่นาที',
    away: 'ตอนนี้ทีมงานไม่อยู่ จะตอบกลับตั้งแต่ {when} น.',
    unreadOne: 'มีข้อความใหม่ {count} ข้อความ',
    unreadOther: 'มีข้อความใหม่ {count} ข้อความ',
    orderReplies: 'ทีมงานตอบกลับเรื่องคำสั่งซื้อ',
    orderReply: 'คำสั่งซื้อ {number}: ข้อความใหม่ {count} ข้อความ',
    greeting: 'สวัสดีครับ มีอะไรให้เราช่วยไหม? พิมพ์คำถามเกี่ยวกับไอเทมหรือการเติม Robux ได้เลย',
    signInToChat: 'เข้าสู่ระบบเพื่อแชทกับทีมงาน เราจะเก็บประวัติการสนทนาและตอบกลับคุณที่นี่',
    signIn: 'เข้าสู่ระบบ',
  },
  en: {
    open: 'Open support chat',
    close: 'Close support chat',
    title: 'Chat with us',
    openNow: 'We usually reply within minutes',
    away: "We're away; we reply from {when}",
    unreadOne: '{count} unread reply',
    unreadOther: '{count} unread replies',
    orderReplies: 'We replied about your orders',
    orderReply: 'Order {number}: {count} new',
    greeting: 'Hi! How can we help? Ask us anything about items or Robux top-ups.',
    signInToChat: 'Sign in to chat with us: we keep the conversation and answer you right here.',
    signIn: 'Sign in',
  },
});
