import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import {
  ApprovePaymentMutation,
  ApproveTopupMutation,
  PaymentReviewsQuery,
  RejectPaymentMutation,
  RejectTopupMutation,
  TopupReviewsQuery,
} from './payment-review-operations';
import PaymentReviewPage from './payment-review-page';
import { UNDO_WINDOW_MS } from './use-held-approvals';

/** The account the money was asked into, as Manage Payments recorded it. */
const SHOP_ACCOUNT = {
  __typename: 'ReceivingAccount',
  promptpayId: '0812345678',
  receiverName: 'Robux Shop Co.',
  bankCode: '014',
  accountNumber: '1234567890',
  accountName: 'บจก. โรบัค ช็อป',
};

const review = (number: string, verification: string | null = null) => ({
  __typename: 'PaymentReview',
  order: {
    __typename: 'Order',
    number,
    total: '689.00',
    customer: { __typename: 'Customer', name: 'Somchai Jaidee', email: 'somchai@example.com' },
    robloxUser: { __typename: 'RobloxAccount', name: 'Builder_Bob', verified: false },
    payment: { __typename: 'OrderPayment', amount: '689.37', amountOffset: '0.37' },
  },
  receivingAccount: SHOP_ACCOUNT,
  slip: { __typename: 'PaymentSlip', id: 41, sendingBank: '004', transRef: '015073144041ATF00999', verification, submittedAt: '2026-11-23T17:05:00.000Z' },
});

const topupReview = (id: number, verification: string | null = null) => ({
  __typename: 'TopupReview',
  topup: {
    __typename: 'Topup',
    id,
    amount: '500.00',
    payment: { __typename: 'OrderPayment', amount: '500.43', amountOffset: '0.43' },
  },
  receivingAccount: { ...SHOP_ACCOUNT, bankCode: null, accountNumber: null, accountName: null },
  customer: { __typename: 'Customer', id: 7, name: 'Alice Wong', email: 'alice@example.org' },
  slip: { __typename: 'PaymentSlip', id: 50 + id, sendingBank: '014', transRef: `TOPUPREF${id}`, verification, submittedAt: '2026-11-23T18:10:00.000Z' },
});

/** What each queue asks for first: its first page of 20. */
const FIRST_PAGE = { page: { offset: 0, limit: 20 } };

/** A queue's page holding `reviews`, all there are. */
const reviewPage = <T,>(typename: string, reviews: T[], total = reviews.length) => ({ __typename: typename, total, reviews });

/** The order queue answers `queues` in turn (the last one again and again). */
function queue(...queues: string[][]): MockedResponse {
  let call = 0;
  return {
    request: { query: PaymentReviewsQuery, variables: FIRST_PAGE },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { paymentReviews: reviewPage('PaymentReviewPage', queues[Math.min(call++, queues.length - 1)]!.map((number) => review(number))) } }),
  };
}

/** The top-up queue answers `queues` in turn (the last one again and again). */
function topupQueue(...queues: number[][]): MockedResponse {
  let call = 0;
  return {
    request: { query: TopupReviewsQuery, variables: FIRST_PAGE },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { topupReviews: reviewPage('TopupReviewPage', queues[Math.min(call++, queues.length - 1)]!.map((id) => topupReview(id))) } }),
  };
}

/** Renders the page; the queue a test does not give is empty. */
function renderPage(mocks: MockedResponse[], language: Language = 'en') {
  const asks = (query: unknown) => mocks.some((mock) => mock.request.query === query);
  const emptyQueues = [...(asks(PaymentReviewsQuery) ? [] : [queue([])]), ...(asks(TopupReviewsQuery) ? [] : [topupQueue([])])];
  return render(
    <LanguageProvider initial={language}>
      <MockedProvider mocks={[...mocks, ...emptyQueues]} cache={createAdminCache()}>
        <MemoryRouter>
          <PaymentReviewPage />
        </MemoryRouter>
      </MockedProvider>
    </LanguageProvider>,
  );
}

/** An approval the server answers, counting how often it was sent. */
function approval(number: string) {
  const sent: string[] = [];
  const mock: MockedResponse = {
    request: { query: ApprovePaymentMutation, variables: { number } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      sent.push(number);
      return { data: { approvePayment: { __typename: 'Order', number, status: 'PAID' } } };
    },
  };
  return { mock, sent };
}

/** Lets the fake clock run `ms` and the answers it releases arrive. */
const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  // The slip picture comes from the staff-only REST route, read with the admin's token.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('png', { headers: { 'content-type': 'image/png' } })));
  URL.createObjectURL = vi.fn(() => 'blob:slip-41');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('PaymentReviewPage', () => {
  it('shows what the verifying provider said about a slip it did not confirm', async () => {
    const refused = 'EasySlip: the amount on the slip is ฿689.00, not ฿689.37';
    renderPage([{ request: { query: PaymentReviewsQuery, variables: FIRST_PAGE }, result: { data: { paymentReviews: reviewPage('PaymentReviewPage', [review('RS-100002', refused)]) } } }]);
    const card = within(await screen.findByRole('listitem', { name: 'Order RS-100002' }));
    expect(card.getByText(refused)).toBeTruthy();
    expect(card.getByText('Checked')).toBeTruthy();
  });

  it('pages a long queue, 20 slips at a time, saying how many wait in all', async () => {
    const numbers = (from: number, count: number) => Array.from({ length: count }, (_, n) => `RS-${from + n}`);
    renderPage([
      { request: { query: PaymentReviewsQuery, variables: FIRST_PAGE }, result: { data: { paymentReviews: reviewPage('PaymentReviewPage', numbers(200001, 20).map((number) => review(number)), 23) } } },
      {
        request: { query: PaymentReviewsQuery, variables: { page: { offset: 20, limit: 20 } } },
        result: { data: { paymentReviews: reviewPage('PaymentReviewPage', numbers(200021, 3).map((number) => review(number)), 23) } },
      },
    ]);
    const pager = within(await screen.findByRole('navigation', { name: 'Order slip pages' }));
    expect(pager.getByText('Showing 1–20 of 23 order slips')).toBeTruthy();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Order RS-200023' })).toBeTruthy();
    expect(screen.getByText('Showing 21–23 of 23 order slips')).toBeTruthy();
  });

  it('shows each slip beside the amount asked, the account it was asked into, the bank and reference, the buyer and an unverified Roblox name', async () => {
    renderPage([queue(['RS-100001'])]);
    const card = within(await screen.findByRole('listitem', { name: 'Order RS-100001' }));
    expect(card.getByText('฿689.37')).toBeTruthy();
    expect(card.getByText(/total ฿689.00 \+ ฿0.37/)).toBeTruthy();
    expect(card.getByText('Paid to').nextElementSibling?.textContent).toBe('Robux Shop Co. · PromptPay 0812345678');
    expect(card.getByText('Account').nextElementSibling?.textContent).toBe('SCB 1234567890 · บจก. โรบัค ช็อป');
    expect(card.getByText('Kasikornbank · ref 015073144041ATF00999')).toBeTruthy();
    expect(card.getByText(/^waiting /)).toBeTruthy();
    expect(card.getByText('Somchai Jaidee · somchai@example.com')).toBeTruthy();
    expect(card.getByText(/not verified/)).toBeTruthy();
    expect(card.queryByText('Checked')).toBeNull();
    const enlarge = await card.findByRole('button', { name: 'Enlarge Slip for RS-100001' });
    expect(enlarge.querySelector('img')!.getAttribute('src')).toBe('blob:slip-41');
    await userEvent.click(enlarge);
    expect(within(screen.getByRole('dialog', { name: 'Slip for RS-100001' })).getByRole('img', { name: 'Slip for RS-100001' })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/admin/payment-slips/41');
    expect(card.getByRole('link', { name: 'RS-100001' }).getAttribute('href')).toBe('/dashboard/orders/RS-100001');
  });

  describe('an approval can be undone for a minute: it is held in the page until then', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());
    const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    it('sends nothing within the minute, then sends once, and the order leaves the queue', async () => {
      const approve = approval('RS-100001');
      renderPage([queue(['RS-100001'], []), approve.mock]);
      await user().click(await screen.findByRole('button', { name: 'Approve' }));
      const card = within(screen.getByRole('listitem', { name: 'Order RS-100001' }));
      expect(card.getByText('Approved: sent in a minute; until then it can be undone.')).toBeTruthy();
      expect(card.queryByRole('button', { name: 'Reject' })).toBeNull();

      await pass(UNDO_WINDOW_MS - 1_000);
      expect(approve.sent).toEqual([]);
      await pass(1_000);
      await waitFor(() => expect(approve.sent).toEqual(['RS-100001']));
      expect(await screen.findByText('No order slips waiting.')).toBeTruthy();
    });

    it('Undo within the minute sends nothing, ever, and gives the decisions back', async () => {
      const approve = approval('RS-100001');
      renderPage([queue(['RS-100001']), approve.mock]);
      await user().click(await screen.findByRole('button', { name: 'Approve' }));
      await pass(30_000);
      await user().click(screen.getByRole('button', { name: 'Undo' }));
      await pass(UNDO_WINDOW_MS * 2);
      expect(approve.sent).toEqual([]);
      const card = within(screen.getByRole('listitem', { name: 'Order RS-100001' }));
      expect(card.getByRole('button', { name: 'Approve' })).toBeTruthy();
      expect(screen.getByText('Approval of Order RS-100001 undone: nothing was recorded.')).toBeTruthy();
    });

    it('leaving the screen sends a held approval at once', async () => {
      const approve = approval('RS-100001');
      const page = renderPage([queue(['RS-100001'], []), approve.mock]);
      await user().click(await screen.findByRole('button', { name: 'Approve' }));
      page.unmount();
      await pass(0);
      await waitFor(() => expect(approve.sent).toEqual(['RS-100001']));
    });

    it('hiding the tab sends a held approval at once', async () => {
      const approve = approval('RS-100001');
      renderPage([queue(['RS-100001'], []), approve.mock]);
      await user().click(await screen.findByRole('button', { name: 'Approve' }));
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      visibility.mockRestore();
      await pass(0);
      await waitFor(() => expect(approve.sent).toEqual(['RS-100001']));
      expect(await screen.findByText('No order slips waiting.')).toBeTruthy();
    });
  });

  it('rejects only with a reason, which is sent as written', async () => {
    const reject: MockedResponse = {
      request: { query: RejectPaymentMutation, variables: { number: 'RS-100001', reason: 'The slip shows ฿689.00, not ฿689.37' } },
      result: { data: { rejectPayment: { __typename: 'Order', number: 'RS-100001', status: 'AWAITING_PAYMENT' } } },
    };
    renderPage([queue(['RS-100001'], []), reject]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject the payment of RS-100001?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject payment' }));
    expect(dialog.getByRole('alert').textContent).toBe('A reason is required: the buyer sees it on their order.');
    await userEvent.type(dialog.getByLabelText('Reason (the buyer sees it)'), '  The slip shows ฿689.00, not ฿689.37 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('No order slips waiting.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when someone else decided first, in words of its own, and shows the queue as it is now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const approve: MockedResponse = {
        request: { query: ApprovePaymentMutation, variables: { number: 'RS-100001' } },
        result: { errors: [new GraphQLError('Order RS-100001 is PAID; there is no slip waiting to be checked', { extensions: { code: 'CONFLICT' } })] },
      };
      renderPage([queue(['RS-100001'], []), approve]);
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(await screen.findByRole('button', { name: 'Approve' }));
      await pass(UNDO_WINDOW_MS);
      expect((await screen.findByRole('alert')).textContent).toBe('Already decided: another member of staff decided on this slip first.');
      expect(await screen.findByText('No order slips waiting.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says for each queue when nothing waits', async () => {
    renderPage([]);
    expect(await screen.findByText('No order slips waiting.')).toBeTruthy();
    expect(await screen.findByText('No top-up slips waiting.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Orders', 'Wallet top-ups']);
  });

  it('lists wallet top-ups with the slip, the amount asked and its satang, the buyer, the bank and reference, and the verifier’s note', async () => {
    const note = 'EasySlip: the receiver on the slip is not the shop';
    renderPage([{ request: { query: TopupReviewsQuery, variables: FIRST_PAGE }, result: { data: { topupReviews: reviewPage('TopupReviewPage', [topupReview(12, note)]) } } }]);
    const section = within(screen.getByRole('region', { name: 'Wallet top-ups' }));
    const card = within(await section.findByRole('listitem', { name: 'Top-up #12' }));
    expect(card.getByRole('heading', { name: 'Top-up #12' })).toBeTruthy();
    expect(card.getByText('฿500.43')).toBeTruthy();
    expect(card.getByText(/top-up ฿500.00 \+ ฿0.43/)).toBeTruthy();
    expect(card.getByText('Paid to').nextElementSibling?.textContent).toBe('Robux Shop Co. · PromptPay 0812345678');
    expect(card.getByText('Account').nextElementSibling?.textContent).toBe('Not recorded: add the bank account behind the PromptPay ID in Manage Payments');
    expect(card.getByText('SCB · ref TOPUPREF12')).toBeTruthy();
    expect(card.getByText('Alice Wong · alice@example.org')).toBeTruthy();
    expect(card.getByText('Checked').nextElementSibling?.textContent).toBe(note);
    expect(card.queryByText('Roblox')).toBeNull();
    await card.findByRole('button', { name: 'Enlarge Slip for top-up #12' });
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain('/api/admin/payment-slips/62');
  });

  it('approves a top-up with one click, held for a minute like an order, and it leaves the queue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const approve: MockedResponse = {
        request: { query: ApproveTopupMutation, variables: { id: 12 } },
        result: { data: { approveTopup: { __typename: 'Topup', id: 12, status: 'CREDITED' } } },
      };
      renderPage([topupQueue([12], []), approve]);
      const card = within(await screen.findByRole('listitem', { name: 'Top-up #12' }));
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(card.getByRole('button', { name: 'Approve' }));
      expect(card.getByRole('button', { name: 'Undo' })).toBeTruthy();
      await pass(UNDO_WINDOW_MS);
      expect(await screen.findByText('No top-up slips waiting.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks Thai on a Thai page', async () => {
    renderPage([queue(['RS-100001'])], 'th');
    const card = within(await screen.findByRole('listitem', { name: 'คำสั่งซื้อ RS-100001' }));
    expect(card.getByRole('button', { name: 'อนุมัติ' })).toBeTruthy();
    expect(card.getByText('ยอดที่ขอ')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ตรวจสอบการชำระเงิน');
    expect(await screen.findByText('ไม่มีสลิปเติมเครดิตรอตรวจ')).toBeTruthy();
  });

  it('rejects a top-up only with a reason the gamer reads, sent as written', async () => {
    const reject: MockedResponse = {
      request: { query: RejectTopupMutation, variables: { id: 12, reason: 'The slip is for another shop' } },
      result: { data: { rejectTopup: { __typename: 'Topup', id: 12, status: 'AWAITING_PAYMENT', note: 'The slip is for another shop' } } },
    };
    renderPage([topupQueue([12], []), reject]);
    const card = within(await screen.findByRole('listitem', { name: 'Top-up #12' }));
    await userEvent.click(card.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject top-up #12?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject top-up' }));
    expect(dialog.getByRole('alert').textContent).toBe('A reason is required: the gamer sees it on their top-up.');
    await userEvent.type(dialog.getByLabelText('Reason (the gamer sees it)'), ' The slip is for another shop ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject top-up' }));
    expect(await screen.findByText('No top-up slips waiting.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
