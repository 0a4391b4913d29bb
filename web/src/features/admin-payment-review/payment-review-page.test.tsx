import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import { ApprovePaymentMutation, PaymentReviewsQuery, RejectPaymentMutation } from './payment-review-operations';
import PaymentReviewPage from './payment-review-page';

const review = (number: string, verification: string | null = null) => ({
  __typename: 'PaymentReview',
  order: {
    __typename: 'Order',
    number,
    total: '689.00',
    customer: { __typename: 'Customer', name: 'Somchai Jaidee', email: 'somchai@example.com' },
    robloxUser: { __typename: 'RobloxAccount', name: 'Builder_Bob', verified: false },
    payment: { __typename: 'OrderPayment', amount: '689.37', amountOffset: '0.37', receiverName: 'Robux Shop Co.' },
  },
  slip: { __typename: 'PaymentSlip', id: 41, sendingBank: '004', transRef: '015073144041ATF00999', verification, submittedAt: '2026-11-23T17:05:00.000Z' },
});

/** The queue answers `queues` in turn (the last one again and again). */
function queue(...queues: string[][]): MockedResponse {
  let call = 0;
  return {
    request: { query: PaymentReviewsQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { paymentReviews: queues[Math.min(call++, queues.length - 1)]!.map((number) => review(number)) } }),
  };
}

function renderPage(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} cache={createAdminCache()}>
      <MemoryRouter>
        <PaymentReviewPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

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
    renderPage([{ request: { query: PaymentReviewsQuery }, result: { data: { paymentReviews: [review('RS-100002', refused)] } } }]);
    const card = within(await screen.findByRole('listitem', { name: 'Order RS-100002' }));
    expect(card.getByText(refused)).toBeTruthy();
    expect(card.getByText('Checked')).toBeTruthy();
  });

  it('shows each slip beside the amount asked, the bank and reference, the buyer and an unverified Roblox name', async () => {
    renderPage([queue(['RS-100001'])]);
    const card = within(await screen.findByRole('listitem', { name: 'Order RS-100001' }));
    expect(card.getByText('฿689.37')).toBeTruthy();
    expect(card.getByText(/total ฿689.00 \+ ฿0.37/)).toBeTruthy();
    expect(card.getByText('Kasikornbank · ref 015073144041ATF00999')).toBeTruthy();
    expect(card.getByText('Somchai Jaidee · somchai@example.com')).toBeTruthy();
    expect(card.getByText(/not verified/)).toBeTruthy();
    const enlarge = await card.findByRole('button', { name: 'Enlarge Slip for RS-100001' });
    expect(enlarge.querySelector('img')!.getAttribute('src')).toBe('blob:slip-41');
    await userEvent.click(enlarge);
    expect(within(screen.getByRole('dialog', { name: 'Slip for RS-100001' })).getByRole('img', { name: 'Slip for RS-100001' })).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/admin/payment-slips/41');
    expect(card.getByRole('link', { name: 'RS-100001' }).getAttribute('href')).toBe('/dashboard/orders/RS-100001');
  });

  it('approves with one click, and the order leaves the queue', async () => {
    const approve: MockedResponse = {
      request: { query: ApprovePaymentMutation, variables: { number: 'RS-100001' } },
      result: { data: { approvePayment: { __typename: 'Order', number: 'RS-100001', status: 'PAID' } } },
    };
    renderPage([queue(['RS-100001'], []), approve]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No slips waiting.')).toBeTruthy();
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
    expect(await screen.findByText('No slips waiting.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when someone else decided first, and shows the queue as it is now', async () => {
    const approve: MockedResponse = {
      request: { query: ApprovePaymentMutation, variables: { number: 'RS-100001' } },
      result: { errors: [new GraphQLError('Order RS-100001 is PAID; there is no slip waiting to be checked', { extensions: { code: 'CONFLICT' } })] },
    };
    renderPage([queue(['RS-100001'], []), approve]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Already decided: Order RS-100001 is PAID; there is no slip waiting to be checked');
    expect(await screen.findByText('No slips waiting.')).toBeTruthy();
  });
});
