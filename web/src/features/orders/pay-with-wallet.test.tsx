import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyOrderDocument, PayOrderWithWalletDocument } from '../../gql/graphql';
import { promptPayOrder, renderOrderPage, walletBalanceMock } from './orders-test-harness';

const orderMock = (order: object) => ({ request: { query: MyOrderDocument, variables: { number: 'RS-000123' } }, result: { data: { order } } });
const payMock = (result: object) => ({ request: { query: PayOrderWithWalletDocument, variables: { number: 'RS-000123' } }, result });
const refusal = (code: string, message: string) => ({ errors: [{ message, extensions: { code } }] });

function paidOrder() {
  const order = promptPayOrder();
  return {
    ...order,
    status: 'PAID',
    cancellable: false,
    timeline: [
      ...order.timeline,
      { __typename: 'OrderEvent', fromStatus: 'AWAITING_PAYMENT', toStatus: 'PAID', actor: 'customer', note: null, noteCode: 'PAID_FROM_WALLET', noteProvider: null, at: '2026-11-23T17:10:00Z' },
    ],
  };
}

const walletChoice = () => within(screen.getByRole('region', { name: 'Pay with your wallet' }));

describe('paying an order from the wallet', () => {
  it('with enough credit: shows the balance, asks "Pay ฿964.43 from your wallet?", pays, the page shows PAID and the balance is asked for again', async () => {
    const { user, sent } = renderOrderPage(
      [orderMock(promptPayOrder()), walletBalanceMock('1000.00'), payMock({ data: { payOrderWithWallet: paidOrder() } }), walletBalanceMock('35.57')],
      { language: 'en' },
    );
    expect(await screen.findByText('฿1,000.00')).toBeTruthy();
    expect(walletChoice().queryByText(/short/)).toBeNull();
    await user.click(walletChoice().getByRole('button', { name: 'Pay ฿964.43 from wallet' }));

    const dialog = within(screen.getByRole('alertdialog', { name: 'Pay ฿964.43 from your wallet?' }));
    expect(dialog.getByText('It is taken from your wallet at once and order RS-000123 is paid. Your wallet keeps ฿35.57.')).toBeTruthy();
    expect(sent.some((operation) => operation.name === 'PayOrderWithWallet')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Yes, pay' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Status: Paid');
    expect(screen.queryByRole('region', { name: 'Pay with your wallet' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay with PromptPay' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'RS-000123', level: 1 }));
    expect(sent.find((operation) => operation.name === 'PayOrderWithWallet')?.authorization).toBe('Bearer token-123');
    // The balance is asked for again once paid (the top bar shows the same query's answer).
    await waitFor(() => expect(sent.filter((operation) => operation.name === 'WalletBalance')).toHaveLength(2));
  });

  it('a balance exactly equal to the total may pay (compared to the satang)', async () => {
    renderOrderPage([orderMock(promptPayOrder())], { language: 'en', walletBalance: '964.43' });
    expect((await screen.findByRole('button', { name: 'Pay ฿964.43 from wallet' })).hasAttribute('disabled')).toBe(false);
  });

  it('one satang short, the button is disabled, the shortfall is said and Top up leads to the wallet (in Thai by default)', async () => {
    renderOrderPage([orderMock(promptPayOrder())], { walletBalance: '964.42' });
    const choice = within(await screen.findByRole('region', { name: 'ชำระด้วยเครดิต' }));
    const pay = choice.getByRole('button', { name: 'จ่าย ฿964.43 ด้วยเครดิต' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    expect(choice.getByText('เครดิตยังขาดอีก ฿0.01 สำหรับคำสั่งซื้อนี้')).toBeTruthy();
    expect(pay.getAttribute('aria-describedby')).toBe(choice.getByText(/เครดิตยังขาดอีก/).id);
    expect(choice.getByRole('link', { name: 'เติมเครดิต' }).getAttribute('href')).toBe('/wallet');
    // PromptPay stays the other way to pay.
    expect(screen.getByRole('region', { name: 'ชำระเงินผ่านพร้อมเพย์' })).toBeTruthy();
  });

  it('INSUFFICIENT_BALANCE (spent elsewhere meanwhile) is said in Thai, nothing changes, and the balance is asked for again', async () => {
    const { user } = renderOrderPage([
      orderMock(promptPayOrder()),
      walletBalanceMock('1000.00'),
      payMock(refusal('INSUFFICIENT_BALANCE', 'Your wallet holds ฿10.00, less than this order’s ฿964.43; nothing was charged.')),
      walletBalanceMock('10.00'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'จ่าย ฿964.43 ด้วยเครดิต' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการจ่าย' }));
    expect((await within(screen.getByRole('alertdialog')).findByRole('alert')).textContent).toBe(
      'เครดิตของคุณไม่พอสำหรับคำสั่งซื้อนี้ ไม่มีการหักเงิน ยอดเครดิตล่าสุดแสดงอยู่บนหน้านี้',
    );
    await waitFor(() => expect(screen.queryByText('฿10.00')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('สถานะ: รอชำระเงิน');
  });

  it('CONFLICT (the order moved on) is said in English and the page fetches the order again', async () => {
    const { user } = renderOrderPage(
      [orderMock(promptPayOrder()), walletBalanceMock('1000.00'), payMock(refusal('CONFLICT', 'Order RS-000123 is CANCELLED; nothing was charged')), orderMock({ ...promptPayOrder(), status: 'CANCELLED', open: false, cancellable: false })],
      { language: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: 'Pay ฿964.43 from wallet' }));
    await user.click(screen.getByRole('button', { name: 'Yes, pay' }));
    expect((await within(screen.getByRole('alertdialog')).findByRole('alert')).textContent).toBe(
      'This order can no longer be paid; nothing was charged. Its latest status is shown on this page.',
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status: Cancelled'));
  });
});
