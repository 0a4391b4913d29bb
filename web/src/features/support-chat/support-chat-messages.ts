import { defineMessages } from '../../lib/i18n';

/** The widget's own texts (the conversation's are in support-thread-messages.ts). */
export const supportChatMessages = defineMessages({
  th: {
    open: 'เปิดแชทกับทีมงาน',
    close: 'ปิดแชทกับทีมงาน',
    title: 'แชทกับทีมงาน',
    status: 'ปกติตอบกลับภายในไม่กี่นาที',
    greeting: 'สวัสดีครับ มีอะไรให้เราช่วยไหม? พิมพ์คำถามเกี่ยวกับไอเทมหรือการเติม Robux ได้เลย',
    signInToChat: 'เข้าสู่ระบบเพื่อแชทกับทีมงาน เราจะเก็บประวัติการสนทนาและตอบกลับคุณที่นี่',
    signIn: 'เข้าสู่ระบบ',
  },
  en: {
    open: 'Open support chat',
    close: 'Close support chat',
    title: 'Chat with us',
    status: 'We usually reply within minutes',
    greeting: 'Hi! How can we help? Ask us anything about items or Robux top-ups.',
    signInToChat: 'Sign in to chat with us: we keep the conversation and answer you right here.',
    signIn: 'Sign in',
  },
});
