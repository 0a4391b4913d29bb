import { describe, expect, it } from 'vitest';
import { describeMovement } from './wallet-movement';
import { walletMessages } from './wallet-messages';

const en = walletMessages.en;

describe('what caused a wallet movement', () => {
  it('names top-ups, order payments and refunds with their order, and staff adjustments with their reason', () => {
    expect(describeMovement({ kind: 'TOPUP', ref: 'topup:12' }, en)).toEqual({ text: 'Top-up' });
    expect(describeMovement({ kind: 'ORDER_PAYMENT', ref: 'order:RS-100001:pay' }, en)).toEqual({ text: 'Order RS-100001', orderNumber: 'RS-100001' });
    expect(describeMovement({ kind: 'REFUND', ref: 'order:RS-100001:refund', reason: 'Out of stock' }, en)).toEqual({
      text: 'Refund of RS-100001',
      orderNumber: 'RS-100001',
      reason: 'Out of stock',
    });
    expect(describeMovement({ kind: 'ADJUSTMENT', ref: 'adjust:0b9c', reason: 'Goodwill credit' }, en)).toEqual({ text: 'Adjusted by staff: Goodwill credit' });
    expect(describeMovement({ kind: 'ADJUSTMENT', ref: 'adjust:0b9c', reason: null }, en)).toEqual({ text: 'Adjusted by staff' });
  });

  it('speaks Thai by default', () => {
    expect(describeMovement({ kind: 'REFUND', ref: 'order:RS-100001:refund' }, walletMessages.th).text).toBe('คืนเงินคำสั่งซื้อ RS-100001');
  });
});
