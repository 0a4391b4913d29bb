import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartTopupDocument } from '../../gql/graphql';
import { TOPUP_POLL_MS } from './open-topup';
import { renderWalletPage, topup, topupMock, walletMock } from './wallet-test-harness';

const history = {
  balance: '1234.00',
  totalCredited: '1738.43',
  entries: [
    { amount: '-404.43', balanceAfter: '1234.00', kind: 'ORDER_PAYMENT', ref: 'order:RS-100002:pay', at: '2026-11-24T03:00:00Z' },
    { amount: '138.43', balanceAfter: '1638.43', kind: 'REFUND', ref: 'order:RS-100001:refund', reason: 'Out of stock', at: '2026-11-23T20:30:00Z' },
    { amount: '-100.00', balanceAfter: '1500.00', kind: 'ADJUSTMENT', ref: 'adjust:7f1c1b9e-2a7c-4f0e-9a56-0c1f4f0f5d11', reason: 'Duplicate top-up', at: '2026-11-23T18:00:00Z' },
    { amount: '1600.00', balanceAfter: '1600.00', kind: 'TOPUP', ref: 'topup:12', at: '2026-11-23T17:05:00Z' },
  ],
};
const emptyWallet = { balance: '0.00', totalCredited: '0.00' };

const startMock = (amount: string, result: object) => ({ request: { query: StartTopupDocument, variables: { amount } }, result });
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the wallet page', () => {
  it('shows the balance, everything credited, and each movement: what caused it, when (Bangkok time), +/- amount and the balance after', async () => {
    const { sent } = renderWalletPage([walletMock(history)], { language: 'en' });
    const balance = within(await screen.findByRole('region', { name: 'Balance' }));
    expect(balance.getByText('฿1,234.00')).toBeTruthy();
    expect(balance.getByText('Credited in total: ฿1,738.43')).toBeTruthy();

    const rows = within(screen.getByRole('list', { name: 'Wallet history' })).getAllByRole('listitem');
    const row = (index: number) => within(rows[index]!);
    expect(row(0).getByRole('link', { name: 'Order RS-100002' }).getAttribute('href')).toBe('/orders/RS-100002');
    expect(row(0).getByText('-฿404.43').className).toContain('negative');
    expect(row(0).getByText('Balance ฿1,234.00')).toBeTruthy();
    expect(row(0).getByText('24 Nov 2026, 10:00').getAttribute('dateTime')).toBe('2026-11-24T03:00:00Z');
    expect(row(1).getByRole('link', { name: 'Refund of RS-100001' }).getAttribute('href')).toBe('/orders/RS-100001');
    expect(row(1).getByText('Reason: Out of stock')).toBeTruthy();
    expect(row(1).getByText('+฿138.43').className).toContain('positive');
    expect(row(2).getByText('Adjusted by staff: Duplicate top-up')).toBeTruthy();
    expect(row(2).getByText('-฿100.00')).toBeTruthy();
    expect(row(3).getByText('Top-up')).toBeTruthy();
    expect(row(3).getByText('+฿1,600.00')).toBeTruthy();
    expect(row(3).getByText('24 Nov 2026, 00:05')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(sent[0]).toMatchObject({ name: 'MyWallet', authorization: 'Bearer token-123', variables: { page: { offset: 0, limit: 10 } } });
  });

  it('speaks Thai by default and pages through a long history with ?page=N', async () => {
    renderWalletPage([walletMock({ ...history, total: 24 }, { offset: 10 })], { path: '/wallet?page=2' });
    expect(await screen.findByRole('heading', { name: 'เครดิตของฉัน', level: 1 })).toBeTruthy();
    expect(await screen.findByText('เติมเข้าทั้งหมด ฿1,738.43')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'คืนเงินคำสั่งซื้อ RS-100001' })).toBeTruthy();
    expect(screen.getByText('ปรับยอดโดยทีมงาน: Duplicate top-up')).toBeTruthy();
    expect(screen.getByText('คงเหลือ ฿1,234.00')).toBeTruthy();
    const pager = within(screen.getByRole('navigation', { name: 'หน้าของประวัติเครดิต' }));
    expect(pager.getByText('หน้า 2 จาก 3')).toBeTruthy();
    expect(pager.getByRole('link', { name: 'ก่อนหน้า' }).getAttribute('href')).toBe('/wallet?page=1');
    expect(pager.getByRole('link', { name: 'ถัดไป' }).getAttribute('href')).toBe('/wallet?page=3');
  });

  it('signed out, asks for a sign-in instead of asking the API', () => {
    const { sent } = renderWalletPage([], { signedIn: false, language: 'en' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your wallet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's reason beside the amount when it refuses a top-up, and a quick pick fills the amount", async () => {
    const refused = {
      errors: [
        {
          message: 'amount must be whole baht from 50 to 50,000',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'amount', message: 'must be whole baht from 50 to 50,000', reason: 'INVALID' }] },
        },
      ],
    };
    const { user, sent } = renderWalletPage([walletMock(emptyWallet), startMock('20', refused)], { language: 'en' });
    expect(await screen.findByText('Nothing has moved yet. Top up to start.')).toBeTruthy();
    const form = within(screen.getByRole('region', { name: 'Top up' }));
    const amount = form.getByLabelText('Amount to add (baht)') as HTMLInputElement;
    expect([amount.min, amount.max, amount.step]).toEqual(['50', '50000', '1']);
    await user.type(amount, '20');
    await user.click(form.getByRole('button', { name: 'Pay by PromptPay' }));

    const problem = await form.findByRole('alert');
    expect(problem.textContent).toBe("This amount can't be topped up: enter whole baht from ฿50 to ฿50,000");
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe(problem.id);
    expect(sent.find((operation) => operation.name === 'StartTopup')).toMatchObject({ variables: { amount: '20' }, authorization: 'Bearer token-123' });

    await user.click(form.getByRole('button', { name: '฿500' }));
    expect(amount.value).toBe('500');
    expect(form.getByRole('button', { name: '฿500' }).getAttribute('aria-pressed')).toBe('true');
    expect(form.queryByRole('alert')).toBeNull();
    expect(address()).toBe('/wallet');
  });

  it('starting a top-up opens it at ?topup=<id>: the QR for the exact amount, why it has satang, the time left, and the slip form', async () => {
    const sentSlips: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      sentSlips.push(`${init.method} ${url} ${(init.headers as Record<string, string>).authorization}`);
      return new Response('{}', { status: 200 });
    }));
    const { user } = renderWalletPage(
      [walletMock(emptyWallet), startMock('500', { data: { startTopup: { __typename: 'Topup', id: 12 } } }), topupMock(topup()), topupMock(topup({ status: 'PAYMENT_REVIEW' }))],
      { language: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: '฿500' }));
    await user.click(screen.getByRole('button', { name: 'Pay by PromptPay' }));

    const panel = within(await screen.findByRole('region', { name: 'Pay with PromptPay' }));
    expect(address()).toBe('/wallet?topup=12');
    expect(await panel.findByRole('img', { name: 'PromptPay QR for ฿500.37' })).toBeTruthy();
    expect(panel.getByText('฿500.37')).toBeTruthy();
    expect(panel.getByText('฿0.37 is added to the ฿500.00 you asked for so we can match your transfer to this top-up: please pay exactly ฿500.37. All of it goes into your wallet.')).toBeTruthy();
    expect(panel.getByText('Paid to Robux Shop Co.')).toBeTruthy();
    expect(panel.getByText(/^2[45]:\d\d$/)).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Save QR' }).getAttribute('download')).toBe('topup-12-promptpay.png');
    expect(screen.queryByRole('region', { name: 'Top up' })).toBeNull();

    await user.upload(panel.getByLabelText('Slip picture'), new File(['png'], 'slip.png', { type: 'image/png' }));
    await user.click(panel.getByRole('button', { name: 'Send slip' }));
    expect(await screen.findByRole('heading', { name: 'Checking your slip' })).toBeTruthy();
    expect(screen.getByText('Our staff are checking your transfer of ฿500.37; this page updates by itself when they are done.')).toBeTruthy();
    expect(sentSlips).toEqual(['POST /api/wallet/topups/12/slip Bearer token-123']);
  });

  it('polls an open top-up (kept open across reloads by ?topup=) until it is credited, then shows the new balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const credited = { balance: '500.37', totalCredited: '500.37', entries: [{ amount: '500.37', balanceAfter: '500.37', kind: 'TOPUP', ref: 'topup:12', at: '2026-11-23T17:20:00Z' }] };
    const { user, sent } = renderWalletPage(
      [walletMock(emptyWallet), topupMock(topup({ status: 'PAYMENT_REVIEW' })), topupMock(topup({ status: 'CREDITED' }), 5), walletMock(credited)],
      { path: '/wallet?topup=12', language: 'en' },
    );
    expect(await screen.findByRole('heading', { name: 'Checking your slip' })).toBeTruthy();
    const balance = within(await screen.findByRole('region', { name: 'Balance' }));
    expect(balance.getByText('฿0.00')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(TOPUP_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Credit added' })).toBeTruthy();
    expect(screen.getByText('฿500.37 is in your wallet.')).toBeTruthy();
    await waitFor(() => expect(balance.getByText('฿500.37')).toBeTruthy());
    expect(within(screen.getByRole('list', { name: 'Wallet history' })).getByText('+฿500.37')).toBeTruthy();

    // Credited is final: no more polling; "Top up again" goes back to the form.
    await vi.advanceTimersByTimeAsync(TOPUP_POLL_MS * 3);
    expect(sent.filter((operation) => operation.name === 'MyTopup')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Top up again' }));
    expect(address()).toBe('/wallet');
    expect(screen.getByRole('region', { name: 'Top up' })).toBeTruthy();
  });

  it.each([
    ['th', 'ระบบตรวจสลิป (EasySlip) ยืนยันการชำระเงินแล้ว'],
    ['en', 'Payment confirmed by EasySlip'],
  ] as const)('a top-up the slip checker confirmed says so in the page language (%s)', async (language, text) => {
    renderWalletPage([walletMock(emptyWallet), topupMock(topup({ status: 'CREDITED', noteCode: 'PAYMENT_CONFIRMED', noteProvider: 'EasySlip' }))], { path: '/wallet?topup=12', language });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('a slip sent back by staff shows their note in Thai, with the QR and slip form to send another', async () => {
    renderWalletPage([walletMock(emptyWallet), topupMock(topup({ note: 'ยอดในสลิปไม่ตรง' }))], { path: '/wallet?topup=12' });
    expect(await screen.findByText('ทีมงานส่งสลิปกลับ: ยอดในสลิปไม่ตรง')).toBeTruthy();
    const panel = within(screen.getByRole('region', { name: 'ชำระเงินผ่านพร้อมเพย์' }));
    expect(panel.getByLabelText('รูปสลิป')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'ส่งสลิป' })).toBeTruthy();
  });

  it('an expired top-up says so and offers a new one', async () => {
    const { user } = renderWalletPage([walletMock(emptyWallet), topupMock(topup({ status: 'EXPIRED' }))], { path: '/wallet?topup=12', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'This top-up ran out of time' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pay with PromptPay' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Top up again' }));
    expect(address()).toBe('/wallet');
  });
});
