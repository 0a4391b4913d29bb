import { describe, expect, it } from 'vitest';
import { movementCause } from './wallet-movement';

describe('movementCause', () => {
  it('names a top-up', () => {
    expect(movementCause('TOPUP', 'topup:31', '500.37')).toEqual({ text: 'topUp' });
  });

  it('names the order paid from the wallet or refunded to it', () => {
    expect(movementCause('ORDER_PAYMENT', 'order:RS-100001:pay', '-689.00')).toEqual({ text: 'paidOrder', orderNumber: 'RS-100001' });
    expect(movementCause('REFUND', 'order:RS-100042:refund', '689.00')).toEqual({ text: 'refundOfOrder', orderNumber: 'RS-100042' });
  });

  it('tells a staff credit from a staff debit by the sign', () => {
    expect(movementCause('ADJUSTMENT', 'adjust:0b5c…', '3500.00')).toEqual({ text: 'creditedByStaff' });
    expect(movementCause('ADJUSTMENT', 'adjust:0b5c…', '-20.50')).toEqual({ text: 'debitedByStaff' });
  });

  it('still names the kind when a ref does not carry an order number', () => {
    expect(movementCause('REFUND', 'something-else', '10.00')).toEqual({ text: 'refund' });
    expect(movementCause('ORDER_PAYMENT', 'order:', '-10.00')).toEqual({ text: 'orderPayment' });
  });
});
