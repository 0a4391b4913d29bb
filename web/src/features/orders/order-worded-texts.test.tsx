import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyOrderDocument } from '../../gql/graphql';
import { awaitingOrder, renderOrderPage } from './orders-test-harness';

const accountLine = {
  __typename: 'OrderLine',
  kind: 'ROBUX_ACCOUNT',
  accountPublicId: 'RBX-10007',
  name: 'Robux account RBX-10007 (5,000 ROBUX)',
  nameTh: null,
  gameName: null,
  rarity: null,
  robuxAmount: 5000,
  unitPrice: '475.00',
  quantity: 1,
  lineTotal: '475.00',
  deliveryMethod: 'ACCOUNT_LOGIN',
  deliveryInstructions: null,
  accountType: 'Email verified',
  guaranteeDays: 3,
  gamepassId: null,
  gamepassPrice: null,
};

/** An item with a Thai name beside its English one, as the order kept them when it was placed. */
const itemLine = {
  ...accountLine,
  kind: 'ITEM',
  accountPublicId: null,
  name: 'Dragon',
  nameTh: 'ผลมังกร',
  gameName: 'Blox Fruits',
  robuxAmount: null,
  deliveryMethod: 'IN_GAME_TRADE',
  deliveryInstructions: 'Wait by the dock',
  accountType: null,
  guaranteeDays: null,
};

const event = (toStatus: string, note: string | null, noteCode: string | null, noteProvider: string | null, at: string) => ({
  __typename: 'OrderEvent',
  fromStatus: 'AWAITING_PAYMENT',
  toStatus,
  actor: toStatus === 'PAYMENT_REVIEW' ? 'customer' : 'staff',
  note,
  noteCode,
  noteProvider,
  at,
});

/** An order of one Robux account (no Roblox user to deliver to), its slip sent, sent back by staff with a reason, then confirmed by the slip checker. */
function accountOrder() {
  const placed = awaitingOrder().timeline;
  return awaitingOrder({
    status: 'PAID',
    cancellable: false,
    total: '475.00',
    robloxUser: null,
    lines: [accountLine, itemLine],
    timeline: [
      ...placed,
      event('PAYMENT_REVIEW', null, 'SLIP_SENT', null, '2026-11-23T17:08:00Z'),
      event('AWAITING_PAYMENT', 'ยอดเงินไม่ตรง', null, null, '2026-11-23T17:09:00Z'),
      event('PAID', null, 'PAYMENT_CONFIRMED', 'EasySlip', '2026-11-23T17:10:00Z'),
    ],
  });
}

const orderMock = () => ({ request: { query: MyOrderDocument, variables: { number: 'RS-000123' } }, result: { data: { order: accountOrder() } } });

describe('the order page words what the server wrote as codes and facts', () => {
  it('in Thai: the account line, the shop’s notes, and the staff’s reason as typed; no Roblox user card', async () => {
    renderOrderPage([orderMock()], { language: 'th' });
    const lines = within(await screen.findByRole('region', { name: 'รายการสินค้า' }));
    expect(lines.getByText('บัญชี Robux RBX-10007 (5,000 ROBUX)')).toBeTruthy();
    // The account's type as staff wrote it, its guarantee in Thai; what staff wrote for the item, as written.
    expect(lines.getByText('Email verified · รับประกัน 3 วัน')).toBeTruthy();
    expect(lines.getByText('ผลมังกร')).toBeTruthy();
    expect(lines.getByText('Wait by the dock')).toBeTruthy();
    expect(lines.queryByText(/guarantee|login shown|Dragon/)).toBeNull();
    const timeline = within(screen.getByRole('region', { name: 'ประวัติสถานะ' }));
    expect(timeline.getByText(/ส่งสลิปแล้ว/)).toBeTruthy();
    expect(timeline.getByText(/ระบบตรวจสลิป \(EasySlip\) ยืนยันการชำระเงินแล้ว/)).toBeTruthy();
    expect(timeline.getByText(/ยอดเงินไม่ตรง/)).toBeTruthy();
    expect(timeline.queryByText(/Slip sent|Payment confirmed/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'บัญชี Roblox ที่รับของ' })).toBeNull();
  });

  it('in English: the same codes and line in English', async () => {
    renderOrderPage([orderMock()], { language: 'en' });
    const lines = within(await screen.findByRole('region', { name: 'Items' }));
    expect(lines.getByText('Robux account RBX-10007 (5,000 ROBUX)')).toBeTruthy();
    expect(lines.getByText('Email verified · guarantee 3 days')).toBeTruthy();
    expect(lines.getByText('Dragon')).toBeTruthy();
    expect(lines.queryByText(/รับประกัน|ผลมังกร/)).toBeNull();
    const timeline = within(screen.getByRole('region', { name: 'Status history' }));
    expect(timeline.getByText(/Slip sent/)).toBeTruthy();
    expect(timeline.getByText(/Payment confirmed by EasySlip/)).toBeTruthy();
    expect(timeline.queryByText(/ส่งสลิปแล้ว/)).toBeNull();
  });
});
