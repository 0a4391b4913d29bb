import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus, StaffOrderFilterInput } from '../../gql/graphql';
import { LanguageProvider } from '../../lib/i18n';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import OrdersPage, { StaffOrdersQuery } from './orders-page';

interface Variables {
  filter: StaffOrderFilterInput;
  page: { offset: number; limit: number };
}

const row = (number: string, status: OrderStatus, verified: boolean) => ({
  __typename: 'Order' as const,
  number,
  status,
  total: '1234.50',
  createdAt: '2026-11-23T17:05:00.000Z',
  customer: { __typename: 'Customer' as const, id: 7, name: 'Somchai Jaidee', email: 'somchai@example.com' },
  robloxUser: { __typename: 'RobloxAccount' as const, name: verified ? 'Builder_Man' : 'Some_Name', displayName: verified ? 'Builder' : null, verified },
});

const COUNTS: [OrderStatus, number][] = [
  ['AWAITING_PAYMENT', 3],
  ['PAID', 2],
  ['REFUNDED', 1],
];

/** Answers every StaffOrders request, remembering the variables each one carried. */
function ordersServer() {
  const sent: Variables[] = [];
  const mock: MockedResponse = {
    request: { query: StaffOrdersQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      sent.push(variables as unknown as Variables);
      return {
        data: {
          orders: {
            __typename: 'StaffOrderPage',
            total: 2,
            statusCounts: COUNTS.map(([status, count]) => ({ __typename: 'OrderStatusCount', status, count })),
            orders: [row('RS-000012', 'PAID', true), row('RS-000011', 'AWAITING_PAYMENT', false)],
          },
        },
      };
    },
  };
  return { sent, mock, last: () => sent.at(-1) };
}

function renderPage(mock: MockedResponse, path = '/dashboard/orders') {
  render(
    <LanguageProvider initial="en">
      <MockedProvider mocks={[mock]} cache={createAdminCache()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/orders" element={<OrdersPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </LanguageProvider>,
  );
}

const chipNames = () => within(screen.getByRole('group', { name: 'Status' })).getAllByRole('button').map((chip) => chip.textContent);

describe('OrdersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows All and every status with its count from the server, All being their sum', async () => {
    const server = ordersServer();
    renderPage(server.mock);
    await screen.findByRole('button', { name: 'All 6' });
    expect(chipNames()).toEqual([
      'All 6',
      'Awaiting payment 3',
      'Payment review 0',
      'Paid 2',
      'Delivering 0',
      'Delivered 0',
      'Completed 0',
      'Cancelled 0',
      'Expired 0',
      'Refunded 1',
    ]);
    expect(screen.getByRole('button', { name: 'All 6' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.last()).toEqual({ filter: {}, page: { offset: 0, limit: 20 } });
  });

  it('asks for the chosen status from the first page', async () => {
    const user = userEvent.setup();
    const server = ordersServer();
    renderPage(server.mock, '/dashboard/orders?page=2');
    await screen.findByRole('button', { name: 'Paid 2' });
    expect(server.last()).toEqual({ filter: {}, page: { offset: 20, limit: 20 } });
    await user.click(screen.getByRole('button', { name: 'Paid 2' }));
    await waitFor(() => expect(server.last()).toEqual({ filter: { status: 'PAID' }, page: { offset: 0, limit: 20 } }));
    expect(screen.getByRole('button', { name: 'Paid 2' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'All 6' }));
    await waitFor(() => expect(server.last()).toEqual({ filter: {}, page: { offset: 0, limit: 20 } }));
  });

  it('sends the search once typing pauses, and the days chosen, together with the status', async () => {
    const user = userEvent.setup();
    const server = ordersServer();
    renderPage(server.mock, '/dashboard/orders?status=paid');
    await screen.findByRole('button', { name: 'Paid 2' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' Some_Na ');
    await waitFor(() => expect(server.last()?.filter).toEqual({ status: 'PAID', search: 'Some_Na' }));
    const searches = server.sent.filter((variables) => variables.filter.search !== undefined);
    expect(searches).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(server.last()?.filter).toEqual({ status: 'PAID', search: 'Some_Na', from: '2026-11-01' }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-23' } });
    await waitFor(() => expect(server.last()?.filter).toEqual({ status: 'PAID', search: 'Some_Na', from: '2026-11-01', to: '2026-11-23' }));
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2026-11-01');
  });

  it('lists number, Bangkok time, buyer, Roblox user (warning when not verified), total in baht and status', async () => {
    renderPage(ordersServer().mock);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((tableRow) => within(tableRow).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['RS-000012', '2026-11-24 00:05', 'Somchai Jaideesomchai@example.com', 'Builder_ManBuilder', '฿1,234.50', 'Paid'],
      ['RS-000011', '2026-11-24 00:05', 'Somchai Jaideesomchai@example.com', 'Some_Name⚠ Not verified', '฿1,234.50', 'Awaiting payment'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'RS-000012' }).getAttribute('href')).toBe('/dashboard/orders/RS-000012');
    expect(screen.getByText('Showing 1–2 of 2 orders')).toBeTruthy();
  });

  it("exports the filtered list as CSV with the admin's token", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('adminToken', 'token-123');
    const fetchMock = vi.fn(async () => new Response('number,date\n', { headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(ordersServer().mock, '/dashboard/orders?status=delivering&from=2026-11-01&q=RS-0001');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders/export.csv?status=DELIVERING&from=2026-11-01&search=RS-0001', {
      headers: { authorization: 'Bearer token-123' },
    });
    expect(saved[0]).toMatch(/^orders-2026-11-01_\d{4}-\d{2}-\d{2}-delivering-rs-0001\.csv$/);
  });

  it('says the export failed, in the reader\'s words, when the server refuses it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Access denied: MANAGE_ORDERS' } }), { status: 403 }));
    renderPage(ordersServer().mock);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Export failed: something went wrong; please try again.');
  });
});
