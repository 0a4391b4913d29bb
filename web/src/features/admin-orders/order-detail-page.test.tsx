import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../gql/graphql';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import OrderDetailPage, { AdminOrderQuery } from './order-detail-page';
import { SetOrderStatusMutation } from './use-order-move';

const NUMBER = 'RS-000011';

const event = (fromStatus: OrderStatus | null, toStatus: OrderStatus, actor: string, note: string | null, at: string) => ({
  __typename: 'OrderEvent' as const,
  fromStatus,
  toStatus,
  actor,
  note,
  noteCode: null,
  noteProvider: null,
  at,
});
const PLACED = event(null, 'AWAITING_PAYMENT', 'customer', null, '2026-11-23T17:05:00.000Z');

const move = (status: OrderStatus, needsReason = false, withoutPayment = false) => ({ __typename: 'OrderMove' as const, status, needsReason, withoutPayment });
const STAFF_MOVES: Partial<Record<OrderStatus, ReturnType<typeof move>[]>> = {
  // Nobody paid yet: the server says marking it paid takes a Super Admin and a reason.
  AWAITING_PAYMENT: [move('PAYMENT_REVIEW'), move('PAID', true, true), move('CANCELLED', true)],
  // The buyer's slip waits: any staff member may mark it paid.
  PAYMENT_REVIEW: [move('PAID'), move('AWAITING_PAYMENT', true), move('CANCELLED', true)],
  PAID: [move('DELIVERING'), move('REFUNDED', true)],
  DELIVERING: [move('DELIVERED'), move('REFUNDED', true)],
  DELIVERED: [move('COMPLETED'), move('REFUNDED', true)],
};
const SLIP_SENT = event('AWAITING_PAYMENT', 'PAYMENT_REVIEW', 'customer', 'Slip sent', '2026-11-23T17:08:00.000Z');

function orderAt(status: OrderStatus, timeline = [PLACED]) {
  return {
    __typename: 'Order' as const,
    number: NUMBER,
    status,
    staffMoves: STAFF_MOVES[status] ?? [],
    createdAt: '2026-11-23T17:05:00.000Z',
    expiresAt: '2026-11-23T17:35:00.000Z',
    total: '1104.43',
    customer: { __typename: 'Customer' as const, id: 7, name: 'Somchai Jaidee', email: 'somchai@example.com' },
    robloxUser: { __typename: 'RobloxAccount' as const, id: null, name: 'Some_Name', displayName: null, verified: false },
    lines: [
      {
        __typename: 'OrderLine' as const,
        kind: 'ITEM' as const,
        name: 'Dragon Fruit',
        accountPublicId: null,
        nameTh: null,
        gameName: 'Blox Fruits',
        robuxAmount: null,
        unitPrice: '404.43',
        quantity: 1,
        lineTotal: '404.43',
        deliveryMethod: 'PRIVATE_SERVER' as const,
        deliveryInstructions: 'Join the VIP server, then wait at the dock.',
        accountType: null,
        guaranteeDays: null,
        gamepassId: null,
        gamepassPrice: null,
      },
      {
        __typename: 'OrderLine' as const,
        kind: 'ROBUX_PACKAGE' as const,
        name: '1,000 ROBUX',
        accountPublicId: null,
        nameTh: null,
        gameName: null,
        robuxAmount: 1000,
        unitPrice: '350.00',
        quantity: 2,
        lineTotal: '700.00',
        deliveryMethod: 'GAMEPASS' as const,
        deliveryInstructions: null,
        accountType: null,
        guaranteeDays: null,
        gamepassId: '123456',
        gamepassPrice: 2858,
      },
    ],
    timeline,
  };
}

/** The server: AdminOrder answers with `current()`; SetOrderStatus answers with `onMove(variables)`. */
function orderServer(current: () => ReturnType<typeof orderAt>, onMove: (variables: Record<string, unknown>) => ApolloLink.Result) {
  const moves: Record<string, unknown>[] = [];
  let loads = 0;
  const mocks: MockedResponse[] = [
    {
      request: { query: AdminOrderQuery, variables: { number: NUMBER } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        loads += 1;
        return { data: { adminOrder: current() } };
      },
    },
    {
      request: { query: SetOrderStatusMutation, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: Record<string, unknown>) => {
        moves.push(variables);
        return onMove(variables);
      },
    },
  ];
  return { mocks, moves, loads: () => loads };
}

function renderDetail(mocks: MockedResponse[], language: Language = 'en') {
  render(
    <LanguageProvider initial={language}>
      <MockedProvider mocks={mocks} cache={createAdminCache()}>
        <MemoryRouter initialEntries={[`/dashboard/orders/${NUMBER}`]}>
          <Routes>
            <Route path="/dashboard/orders/:number" element={<OrderDetailPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </LanguageProvider>,
  );
}

/** The server moves the order to the status asked, one event per move, as a staff member's move would. */
function movingServer(start: OrderStatus) {
  let order = orderAt(start);
  return orderServer(
    () => order,
    (variables) => {
      const to = variables.status as OrderStatus;
      order = orderAt(to, [...order.timeline, event(order.status, to, 'staff', (variables.note as string | undefined) ?? null, '2026-11-23T17:10:00.000Z')]);
      return { data: { setOrderStatus: { ...order, updatedAt: '2026-11-23T17:10:00.000Z' } } };
    },
  );
}

const actionButtons = () => within(screen.getByRole('group', { name: 'Move this order' })).getAllByRole('button').map((button) => button.textContent);
const timelineEntries = () => within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem').map((item) => item.textContent);

describe('OrderDetailPage', () => {
  it('shows the lines with their delivery, the buyer, an unverified Roblox name with its warning, and the timeline', async () => {
    renderDetail(orderServer(() => orderAt('AWAITING_PAYMENT'), () => ({})).mocks);
    const lines = await screen.findByRole('table', { name: 'Order lines' });
    const cells = within(lines)
      .getAllByRole('row')
      .slice(1, 3)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Dragon Fruit', 'Blox Fruits', '฿404.43', '1', '฿404.43', 'Private serverJoin the VIP server, then wait at the dock.'],
      ['1,000 ROBUX', '1,000 ROBUX', '฿350.00', '2', '฿700.00', 'GamepassGamepass id 123456Gamepass must cost 2,858 ROBUX'],
    ]);
    expect(within(lines).getAllByRole('row').at(-1)?.textContent).toContain('฿1,104.43');

    const roblox = screen.getByRole('region', { name: 'Roblox user' });
    expect(within(roblox).getByRole('alert').textContent).toBe('⚠ Not verified: check this username in Roblox before delivering.');
    expect(roblox.textContent).toContain('Some_Name');
    expect(screen.getByRole('region', { name: 'Buyer' }).textContent).toContain('somchai@example.com');
    expect(timelineEntries()).toEqual(['Awaiting paymentOrder placed2026-11-24 00:05 · Buyer']);
    expect(actionButtons()).toEqual(['Move to payment review', 'Mark paid', 'Cancel order']);
  });

  it('marks paid in one step when the buyer’s slip waits, then shows the new status, the longer timeline and the next moves', async () => {
    const user = userEvent.setup();
    let order = orderAt('PAYMENT_REVIEW', [PLACED, SLIP_SENT]);
    const server = orderServer(
      () => order,
      () => {
        order = orderAt('PAID', [PLACED, SLIP_SENT, event('PAYMENT_REVIEW', 'PAID', 'staff', null, '2026-11-23T17:10:00.000Z')]);
        return { data: { setOrderStatus: { ...order, updatedAt: '2026-11-23T17:10:00.000Z' } } };
      },
    );
    renderDetail(server.mocks);
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await waitFor(() => expect(actionButtons()).toEqual(['Start delivery', 'Refund']));
    expect(server.moves).toEqual([{ number: NUMBER, status: 'PAID' }]);
    expect(screen.getByRole('status').textContent).toBe(`Order ${NUMBER}: Paid`);
    expect(timelineEntries()).toHaveLength(3);
    expect(timelineEntries()[2]).toBe('Paidfrom Payment review2026-11-24 00:10 · Staff');
  });

  it('marking paid an order with no payment recorded asks for a reason, says only a Super Admin may, and sends it as the reason', async () => {
    const user = userEvent.setup();
    const reasonText = 'Paid in cash at the counter, receipt 4471';
    let order = orderAt('AWAITING_PAYMENT');
    const server = orderServer(
      () => order,
      (variables) => {
        order = orderAt('PAID', [PLACED, event('AWAITING_PAYMENT', 'PAID', 'staff', String(variables.reason), '2026-11-23T17:10:00.000Z')]);
        return { data: { setOrderStatus: { ...order, updatedAt: '2026-11-23T17:10:00.000Z' } } };
      },
    );
    renderDetail(server.mocks);
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark paid?' });
    expect(dialog.textContent).toContain('No payment is recorded for this order');
    expect(dialog.textContent).toContain('Only a Super Admin');
    const reason = within(dialog).getByLabelText('Reason (the buyer sees it)');
    expect(reason.hasAttribute('required')).toBe(true);
    expect(reason.getAttribute('maxlength')).toBe('300');

    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A reason is required: the buyer sees it on their order.');
    expect(server.moves).toEqual([]);

    await user.type(reason, `${reasonText} `);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.moves).toEqual([{ number: NUMBER, status: 'PAID', reason: reasonText }]);
    expect(timelineEntries()[1]).toContain(reasonText);
  });

  it("words the server's refusal when an Admin marks paid an order with no payment recorded", async () => {
    const user = userEvent.setup();
    const refusal = `No payment is recorded for order ${NUMBER} (no slip from the buyer waits for a decision): only a Super Admin may mark it paid, giving a reason`;
    const server = orderServer(
      () => orderAt('AWAITING_PAYMENT'),
      () => ({ errors: [new GraphQLError(refusal, { extensions: { code: 'FORBIDDEN' } })] }),
    );
    renderDetail(server.mocks);
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark paid?' });
    await user.type(within(dialog).getByLabelText('Reason (the buyer sees it)'), 'Paid in cash');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    // Worded by its code: the server's sentence is never shown.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not change the status: your role may not do this.');
    expect(actionButtons()).toEqual(['Move to payment review', 'Mark paid', 'Cancel order']);
  });

  it('needs a reason before cancelling, and sends it as the note', async () => {
    const user = userEvent.setup();
    const server = orderServer(
      () => orderAt('AWAITING_PAYMENT'),
      (variables) => ({
        data: {
          setOrderStatus: {
            ...orderAt('CANCELLED', [PLACED, event('AWAITING_PAYMENT', 'CANCELLED', 'staff', String(variables.note), '2026-11-23T17:12:00.000Z')]),
            updatedAt: '2026-11-23T17:12:00.000Z',
          },
        },
      }),
    );
    renderDetail(server.mocks);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order?' });
    const reason = within(dialog).getByLabelText('Reason (the buyer sees it)');
    expect(reason.hasAttribute('required')).toBe(true);

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A reason is required: the buyer sees it on their order.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(server.moves).toEqual([]);

    await user.type(reason, 'Out of stock in the game ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.moves).toEqual([{ number: NUMBER, status: 'CANCELLED', note: 'Out of stock in the game' }]);
    expect(screen.getByText('Nothing more to do: the order is cancelled.')).toBeTruthy();
    expect(timelineEntries()[1]).toContain('Out of stock in the game');
  });

  it('says so, without internal names, when the order moved on meanwhile, and reloads the order', async () => {
    const user = userEvent.setup();
    let order = orderAt('AWAITING_PAYMENT');
    const server = orderServer(
      () => order,
      () => {
        // Someone else marked it paid first.
        order = orderAt('PAID', [PLACED, event('AWAITING_PAYMENT', 'PAID', 'system', null, '2026-11-23T17:09:00.000Z')]);
        return { errors: [new GraphQLError(`Order ${NUMBER} is PAID; it cannot become PAYMENT_REVIEW`, { extensions: { code: 'CONFLICT' } })] };
      },
    );
    renderDetail(server.mocks);
    await user.click(await screen.findByRole('button', { name: 'Move to payment review' }));

    expect(await screen.findByText('The order has changed: someone else changed this order first.')).toBeTruthy();
    await waitFor(() => expect(actionButtons()).toEqual(['Start delivery', 'Refund']));
    expect(server.loads()).toBe(2);
  });

  it('moves a paid order through delivery one click per state, with no dialog', async () => {
    const user = userEvent.setup();
    const server = movingServer('PAID');
    renderDetail(server.mocks);
    await user.click(await screen.findByRole('button', { name: 'Start delivery' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Mark delivered', 'Refund']));
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Complete', 'Refund']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.moves).toEqual([
      { number: NUMBER, status: 'DELIVERING' },
      { number: NUMBER, status: 'DELIVERED' },
    ]);
  });

  it('offers no Refund once the order is refunded: the refund dialog leads to nothing more to do', async () => {
    const user = userEvent.setup();
    const server = movingServer('DELIVERED');
    renderDetail(server.mocks);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund?' });
    await user.type(within(dialog).getByLabelText('Reason (the buyer sees it)'), 'Could not trade in game');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.moves).toEqual([{ number: NUMBER, status: 'REFUNDED', note: 'Could not trade in game' }]);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByText('Nothing more to do: the order is refunded.')).toBeTruthy();
  });

  it('speaks Thai on a Thai page: statuses, moves and the lines', async () => {
    renderDetail(movingServer('PAID').mocks, 'th');
    const moves = await screen.findByRole('group', { name: 'เลื่อนสถานะคำสั่งซื้อ' });
    expect(within(moves).getAllByRole('button').map((button) => button.textContent)).toEqual(['เริ่มจัดส่ง', 'คืนเงิน']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`คำสั่งซื้อ ${NUMBER}`);
    expect(screen.getByRole('table', { name: 'รายการในคำสั่งซื้อ' }).textContent).toContain('เซิร์ฟเวอร์ส่วนตัว');
    expect(document.body.textContent).not.toMatch(/PAID|DELIVERING|Paid|Start delivery/);
  });
});
