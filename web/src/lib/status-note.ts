import { defineMessages, fill, type Language } from './i18n';

const statusNoteMessages = defineMessages({
  th: {
    SLIP_SENT: 'ส่งสลิปแล้ว',
    PAID_FROM_WALLET: 'ชำระด้วยเครดิต',
    NOT_PAID_IN_TIME: 'ไม่ได้ชำระเงินภายในเวลาที่กำหนด',
    PAYMENT_CONFIRMED: 'ระบบตรวจสลิป ({provider}) ยืนยันการชำระเงินแล้ว',
  },
  en: {
    SLIP_SENT: 'Slip sent',
    PAID_FROM_WALLET: 'Paid from wallet',
    NOT_PAID_IN_TIME: 'Not paid in time',
    PAYMENT_CONFIRMED: 'Payment confirmed by {provider}',
  },
});

/** A timeline note as the API gives it: the shop's own as a code (StatusNoteCode), what staff typed as text. */
export interface StatusNote {
  note?: string | null;
  noteCode?: string | null;
  noteProvider?: string | null;
}

/**
 * What a timeline shows for a change's note: the shop's code worded in the reader's language, then what staff
 * typed, as typed. Empty when there is neither.
 */
export function statusNoteTexts({ note, noteCode, noteProvider }: StatusNote, language: Language): string[] {
  const messages = statusNoteMessages[language];
  const coded = noteCode && noteCode in messages ? fill(messages[noteCode as keyof typeof messages], { provider: noteProvider ?? '' }) : null;
  return [coded, note].filter((text): text is string => Boolean(text));
}
