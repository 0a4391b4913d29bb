import { describe, expect, it } from 'vitest';
import { statusNoteTexts } from './status-note';

describe('statusNoteTexts', () => {
  it('words the shop’s own notes in the reader’s language', () => {
    expect(statusNoteTexts({ noteCode: 'SLIP_SENT' }, 'th')).toEqual(['ส่งสลิปแล้ว']);
    expect(statusNoteTexts({ noteCode: 'SLIP_SENT' }, 'en')).toEqual(['Slip sent']);
    expect(statusNoteTexts({ noteCode: 'PAYMENT_CONFIRMED', noteProvider: 'EasySlip' }, 'th')).toEqual(['ระบบตรวจสลิป (EasySlip) ยืนยันการชำระเงินแล้ว']);
    expect(statusNoteTexts({ noteCode: 'PAYMENT_CONFIRMED', noteProvider: 'EasySlip' }, 'en')).toEqual(['Payment confirmed by EasySlip']);
  });

  it('shows what staff typed as typed, and nothing for a change without a note', () => {
    expect(statusNoteTexts({ note: 'Wrong amount', noteCode: null }, 'th')).toEqual(['Wrong amount']);
    expect(statusNoteTexts({ note: null, noteCode: null }, 'en')).toEqual([]);
  });
});
