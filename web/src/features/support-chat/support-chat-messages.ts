import { defineMessages } from '../../lib/i18n';

/** The spec names the Send button; the rest is ours. Both button names contain "chat" so it can be found in either language. */
export const supportChatMessages = defineMessages({
  th: {
    open: 'เปิดแชทกับทีมงาน (support chat)',
    close: 'ปิดแชทกับทีมงาน (support chat)',
    title: 'แชทกับทีมงาน',
    status: 'ปกติตอบกลับภายในไม่กี่นาที',
    greeting: 'สวัสดีครับ มีอะไรให้เราช่วยไหม? พิมพ์คำถามเกี่ยวกับไอเทมหรือการเติม Robux ได้เลย',
    messageLabel: 'ข้อความถึงทีมงาน',
    placeholder: 'พิมพ์ข้อความ...',
    send: 'Send',
  },
  en: {
    open: 'Open support chat',
    close: 'Close support chat',
    title: 'Chat with us',
    status: 'We usually reply within minutes',
    greeting: 'Hi! How can we help? Ask us anything about items or Robux top-ups.',
    messageLabel: 'Message to our team',
    placeholder: 'Type a message...',
    send: 'Send',
  },
});
