import { describe, expect, it } from 'vitest';
import { adminOrdersMessages } from './admin-orders-messages';
import { statusChips } from './status-chips';

describe('statusChips', () => {
  it('lists All, then every status in process order, each with its count, none counted as 0', () => {
    const chips = statusChips([
      { status: 'PAID', count: 2 },
      { status: 'AWAITING_PAYMENT', count: 5 },
      { status: 'REFUNDED', count: 1 },
    ], adminOrdersMessages.en);
    expect(chips.map((chip) => [chip.label, chip.count])).toEqual([
      ['All', 8],
      ['Awaiting payment', 5],
      ['Payment review', 0],
      ['Paid', 2],
      ['Delivering', 0],
      ['Delivered', 0],
      ['Completed', 0],
      ['Cancelled', 0],
      ['Expired', 0],
      ['Refunded', 1],
    ]);
    expect(chips[0]!.status).toBeUndefined();
    expect(chips[3]!.status).toBe('PAID');
  });

  it('counts nothing when no order matches', () => {
    expect(statusChips([], adminOrdersMessages.th).every((chip) => chip.count === 0)).toBe(true);
  });

  it('words every chip in Thai on a Thai page', () => {
    expect(statusChips([], adminOrdersMessages.th).map((chip) => chip.label)).toEqual([
      'ทั้งหมด', 'รอชำระเงิน', 'รอตรวจสลิป', 'ชำระเงินแล้ว', 'กำลังจัดส่ง', 'จัดส่งแล้ว', 'เสร็จสมบูรณ์', 'ยกเลิกแล้ว', 'หมดเวลาชำระ', 'คืนเงินแล้ว',
    ]);
  });
});
