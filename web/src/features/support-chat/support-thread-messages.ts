import { defineMessages } from '../../lib/i18n';

/** The conversation itself, wherever it is shown (the chat widget, an order's help, the dashboard). */
export const supportThreadMessages = defineMessages({
  th: {
    conversation: 'ข้อความในการสนทนา',
    empty: 'ยังไม่มีข้อความ เขียนถึงเราได้เลย',
    you: 'คุณ',
    sent: 'ส่งแล้ว',
    read: 'อ่านแล้ว',
    picture: 'รูปที่แนบ',
    messageLabel: 'ข้อความ',
    attach: 'แนบรูป',
    removePicture: 'เอารูปออก',
    send: 'ส่ง',
    sending: 'กำลังส่ง...',
    tooMany: 'ส่งข้อความถี่เกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
    invalid: 'เขียนข้อความ (ไม่เกิน 2,000 ตัวอักษร) หรือแนบรูป PNG, JPEG, WebP หรือ GIF',
    failed: 'ส่งข้อความไม่สำเร็จ โปรดลองอีกครั้ง',
    closed: 'การสนทนานี้ปิดแล้ว ส่งข้อความใหม่เพื่อเปิดอีกครั้ง',
    loading: 'กำลังโหลดการสนทนา...',
    loadFailed: 'โหลดการสนทนาไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
  },
  en: {
    conversation: 'Messages in this conversation',
    empty: 'No messages yet. Write to us!',
    you: 'You',
    sent: 'Sent',
    read: 'Read',
    picture: 'Attached picture',
    messageLabel: 'Message',
    attach: 'Attach a picture',
    removePicture: 'Remove the picture',
    send: 'Send',
    sending: 'Sending...',
    tooMany: 'You are sending messages too fast. Please wait a moment and try again.',
    invalid: 'Write a message (at most 2,000 characters) or attach a PNG, JPEG, WebP or GIF picture.',
    failed: 'The message could not be sent. Please try again.',
    closed: 'This conversation is closed. Send a message to reopen it.',
    loading: 'Loading the conversation...',
    loadFailed: 'The conversation could not be loaded.',
    retry: 'Try again',
  },
});

export type SupportThreadTexts = (typeof supportThreadMessages)['en'];
