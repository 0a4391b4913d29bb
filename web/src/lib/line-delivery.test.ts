import { describe, expect, it } from 'vitest';
import { lineDeliveryNote } from './line-delivery';

describe('lineDeliveryNote', () => {
  const account = { kind: 'ROBUX_ACCOUNT', accountType: 'Email verified', guaranteeDays: 3, deliveryInstructions: null };

  it('words a Robux account’s guarantee and where its login appears in Thai, keeping the type as staff wrote it', () => {
    expect(lineDeliveryNote(account, 'th')).toBe('Email verified · รับประกัน 3 วัน · ข้อมูลเข้าสู่ระบบจะแสดงในหน้าคำสั่งซื้อเมื่อชำระเงินแล้ว');
    expect(lineDeliveryNote({ ...account, accountType: 'ยืนยันอีเมลแล้ว' }, 'th', { loginNote: false })).toBe('ยืนยันอีเมลแล้ว · รับประกัน 3 วัน');
  });

  it('words the same in English, with the right plural, and says when there is no guarantee', () => {
    expect(lineDeliveryNote(account, 'en')).toBe('Email verified · guarantee 3 days · login shown on your order page once paid');
    expect(lineDeliveryNote({ ...account, guaranteeDays: 1 }, 'en', { loginNote: false })).toBe('Email verified · guarantee 1 day');
    expect(lineDeliveryNote({ ...account, guaranteeDays: 0 }, 'en', { loginNote: false })).toBe('Email verified · no guarantee');
    expect(lineDeliveryNote({ ...account, guaranteeDays: 0 }, 'th', { loginNote: false })).toBe('Email verified · ไม่มีการรับประกัน');
  });

  it('gives what staff wrote for an item as written, and nothing when there is nothing to say', () => {
    expect(lineDeliveryNote({ kind: 'ITEM', deliveryInstructions: 'Join our server', accountType: null, guaranteeDays: null }, 'th')).toBe('Join our server');
    expect(lineDeliveryNote({ kind: 'ROBUX_PACKAGE', deliveryInstructions: null }, 'th')).toBeNull();
    expect(lineDeliveryNote({ kind: 'ITEM', deliveryInstructions: '' }, 'en')).toBeNull();
  });
});
