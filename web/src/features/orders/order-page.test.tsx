import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelMyOrderDocument, MyOrderDocument } from '../../gql/graphql';
import { ORDER_POLL_MS } from './order-page';
import { awaitingOrder, cancelledOrder, promptPayOrder, renderOrderPage } from './orders-test-harness';

const orderMock = (order: object, maxUsageCount = 1) => ({
  request: { query: MyOrderDocument, variables: { number: 'RS-000123' } },
  result: { data: { order } },
  maxUsageCount,
});
const cancelMock = (result: object) => ({ request: { query: CancelMyOrderDocument, variables: { number: 'RS-000123' } }, result });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order page', () => {
  it('shows the order as bought: number, status, lines, total, Roblox user, delivery, pay-before time and timeline (Bangkok time)', async () => {
    const { sent } = renderOrderPage([orderMock(awaitingOrder())]);
    expect(await screen.findByRole('heading', { name: 'RS-000123', level: 1 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('สถานะ: รอชำระเงิน');
    expect(screen.getByText('สั่งเมื่อ 24 พ.ย. 2569 00:05')).toBeTruthy();
    expect(screen.getByText('โปรดชำระเงินภายใน 24 พ.ย. 2569 00:35')).toBeTruthy();
    expect(screen.getByText(/สั่งก่อนเปิดรับชำระผ่านพร้อมเพย์/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ติดต่อทีมงาน' }).getAttribute('href')).toBe('/support#contact');

    const lines = within(screen.getByRole('region', { name: 'รายการสินค้า' }));
    expect(lines.getByText('Dragon')).toBeTruthy();
    expect(lines.getByText('Blox Fruits · เทพ')).toBeTruthy();
    expect(lines.getByText('วิธีส่งของ: เทรดในเกม')).toBeTruthy();
    expect(lines.getByText('Join our trade server and wait by the dock')).toBeTruthy();
    expect(lines.getByText('฿280.00 × 2')).toBeTruthy();
    expect(lines.getByText('Gamepass ID 123456789 · ราคา 2,286 ROBUX')).toBeTruthy();
    expect(lines.getByText('฿964.43')).toBeTruthy();

    const roblox = within(screen.getByRole('region', { name: 'บัญชี Roblox ที่รับของ' }));
    expect(roblox.getByText('@Builder_Bob')).toBeTruthy();
    expect(roblox.getByText(/ยังไม่ได้ยืนยันบัญชี/)).toBeTruthy();

    const timeline = within(screen.getByRole('list', { name: 'ประวัติสถานะ' })).getAllByRole('listitem');
    expect(timeline.map((event) => event.textContent)).toEqual(['สั่งซื้อแล้ว · รอชำระเงิน · โดยคุณ24 พ.ย. 2569 00:05']);
    expect(timeline[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-23T17:05:00Z');
    expect(sent[0]!.authorization).toBe('Bearer token-123');
  });

  it('speaks English too, and a verified Roblox user shows name and id without the note', async () => {
    renderOrderPage(
      [orderMock(awaitingOrder({ robloxUser: { __typename: 'RobloxAccount', id: '1234567890123', name: 'Builder_Bob', displayName: 'Bob the Builder', verified: true } }))],
      { language: 'en' },
    );
    expect(await screen.findByText('Please pay before 24 Nov 2026, 00:35')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Status: Awaiting payment');
    const roblox = within(screen.getByRole('region', { name: 'Roblox account to deliver to' }));
    expect(roblox.getByText('Bob the Builder')).toBeTruthy();
    expect(roblox.getByText('User ID 1234567890123')).toBeTruthy();
    expect(roblox.queryByText(/Not verified yet/)).toBeNull();
  });

  it('cancels only after confirming, then shows CANCELLED, the new timeline entry and no Cancel button', async () => {
    const { user, sent } = renderOrderPage([orderMock(awaitingOrder()), cancelMock({ data: { cancelOrder: cancelledOrder() } })]);
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ยกเลิกคำสั่งซื้อ RS-000123?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' }));
    expect(sent.filter((operation) => operation.name === 'CancelMyOrder')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('สถานะ: ยกเลิกแล้ว'));
    // The new status can show a render before the answered dialog closes (seen on a loaded machine).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).toBeNull();
    expect(screen.queryByText(/โปรดชำระเงินภายใน/)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'ประวัติสถานะ' })).getAllByRole('listitem')[1]!.textContent).toBe('ยกเลิกแล้ว · โดยคุณ24 พ.ย. 2569 00:20');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'RS-000123', level: 1 }));
    expect(sent.find((operation) => operation.name === 'CancelMyOrder')?.authorization).toBe('Bearer token-123');
  });

  it('"Keep the order" closes the question and sends nothing', async () => {
    const { user, sent } = renderOrderPage([orderMock(awaitingOrder())], { language: 'en' });
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(cancel);
    // The balance and the order's support conversation are asked for beside the order; nothing else is sent.
    expect(sent.map((operation) => operation.name).filter((name) => name !== 'WalletBalance' && name !== 'MySupportConversations')).toEqual(['MyOrder']);
  });

  it('a refused cancel (the order moved on) says so in the dialog and fetches the order again', async () => {
    const paid = awaitingOrder({ status: 'PAID', cancellable: false });
    const { user } = renderOrderPage(
      [orderMock(awaitingOrder()), cancelMock({ errors: [{ message: 'Order RS-000123 is PAID', extensions: { code: 'CONFLICT' } }] }), orderMock(paid)],
      { language: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('This order can no longer be cancelled; its latest status is shown above.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status: Paid'));
  });

  it('polls about every 10 s while the order is open and stops once it is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = renderOrderPage([orderMock(awaitingOrder()), orderMock(awaitingOrder()), orderMock(cancelledOrder(), 5)], { language: 'en' });
    expect(await screen.findByText('Awaiting payment')).toBeTruthy();
    const fetches = () => sent.filter((operation) => operation.name === 'MyOrder').length;
    expect(fetches()).toBe(1);

    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    await waitFor(() => expect(fetches()).toBe(2));
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status: Cancelled'));
    expect(fetches()).toBe(3);

    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3);
    expect(fetches()).toBe(3);
  });

  it('NOT_FOUND is a friendly not-found with a way to all orders', async () => {
    renderOrderPage(
      [{ request: { query: MyOrderDocument, variables: { number: 'RS-999999' } }, result: { errors: [{ message: 'You have no order RS-999999', extensions: { code: 'NOT_FOUND' } }] } }],
      { language: 'en' },
      'RS-999999',
    );
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByText(/There is no order RS-999999 on your account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
  });

  it('signed out, it asks for a sign-in instead of asking the API', () => {
    const { sent } = renderOrderPage([], { signedIn: false, language: 'en' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your orders' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows how to pay by PromptPay: the QR of the payload, the exact amount and why it has satang, the time left, and a slip form that reloads the order once sent', async () => {
    const sentSlips: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      sentSlips.push(`${init.method} ${url} ${(init.headers as Record<string, string>).authorization} ${(init.body as FormData).get('slip') instanceof File}`);
      return new Response('{}', { status: 200 });
    }));
    const inReview = { ...promptPayOrder(), status: 'PAYMENT_REVIEW', cancellable: false };
    const { user } = renderOrderPage([orderMock(promptPayOrder(25)), orderMock(inReview)], { language: 'en' });
    const panel = within(await screen.findByRole('region', { name: 'Pay with PromptPay' }));
    expect(await panel.findByRole('img', { name: 'PromptPay QR for ฿964.80' })).toBeTruthy();
    expect((panel.getByRole('img') as HTMLImageElement).src).toMatch(/^data:image\/png;base64,/);
    expect(panel.getByText('฿964.80')).toBeTruthy();
    expect(panel.getByText('฿0.37 is added to your total so we can match your transfer to this order: please pay exactly ฿964.80.')).toBeTruthy();
    expect(panel.getByText('Paid to Robux Shop Co.')).toBeTruthy();
    expect(panel.getByText(/^2[45]:\d\d$/)).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Save QR' }).getAttribute('download')).toBe('RS-000123-promptpay.png');

    await user.click(panel.getByRole('button', { name: 'Send slip' }));
    expect(panel.getByRole('alert').textContent).toBe('Choose the slip picture first.');
    await user.upload(panel.getByLabelText('Slip picture'), new File(['png'], 'slip.png', { type: 'image/png' }));
    await user.click(panel.getByRole('button', { name: 'Send slip' }));
    expect(await screen.findByRole('heading', { name: 'Checking your slip' })).toBeTruthy();
    expect(sentSlips).toEqual(['POST /api/orders/RS-000123/slip Bearer token-123 true']);
  });

  it.each([
    ['en', 'CONFLICT', "This slip can't be taken: it was used for a payment before, or this payment no longer waits for a slip. Reload the page to see its latest status."],
    ['th', 'CONFLICT', 'รับสลิปนี้ไม่ได้: สลิปนี้เคยใช้ชำระเงินแล้ว หรือรายการนี้ไม่ได้รอสลิปแล้ว โปรดโหลดหน้านี้ใหม่เพื่อดูสถานะล่าสุด'],
    ['th', 'BAD_USER_INPUT', 'อ่านคิวอาร์บนสลิปไม่ได้ โปรดส่งรูปสลิปจากแอปธนาคารที่เห็นคิวอาร์ชัดเจน'],
    ['th', 'SOMETHING_NEW', 'รับสลิปนี้ไม่ได้ โปรดตรวจสอบแล้วลองอีกครั้ง'],
    ['en', 'SOMETHING_NEW', 'This slip has already been used for a payment.'],
  ] as const)('words a refused slip from its code in the page language (%s, %s), keeping the form', async (language, code, text) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code, message: 'This slip has already been used for a payment.' } }), { status: 409 })));
    const { user } = renderOrderPage([orderMock(promptPayOrder(25))], { language });
    const t = language === 'th' ? { region: 'ชำระเงินผ่านพร้อมเพย์', file: 'รูปสลิป', send: 'ส่งสลิป' } : { region: 'Pay with PromptPay', file: 'Slip picture', send: 'Send slip' };
    const panel = within(await screen.findByRole('region', { name: t.region }));
    await user.upload(panel.getByLabelText(t.file), new File(['png'], 'slip.png', { type: 'image/png' }));
    await user.click(panel.getByRole('button', { name: t.send }));
    expect((await panel.findByRole('alert')).textContent).toBe(text);
    expect(panel.getByRole('button', { name: t.send })).toBeTruthy();
  });

  it('says in Thai to wait for staff when too many of the shopper’s slips are in review', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'OPEN_PAYMENTS_LIMIT', message: '3 of your slips are waiting to be checked. Wait until staff have checked one before sending another.' } }), { status: 409 })));
    const { user } = renderOrderPage([orderMock(promptPayOrder(25))]);
    const panel = within(await screen.findByRole('region', { name: 'ชำระเงินผ่านพร้อมเพย์' }));
    await user.upload(panel.getByLabelText('รูปสลิป'), new File(['png'], 'slip.png', { type: 'image/png' }));
    await user.click(panel.getByRole('button', { name: 'ส่งสลิป' }));
    expect((await panel.findByRole('alert')).textContent).toBe('คุณมีสลิปที่รอทีมงานตรวจสอบครบจำนวนแล้ว โปรดรอให้ตรวจสอบเสร็จก่อนส่งสลิปใหม่');
  });
});
