import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import { type CurrentAdmin, CurrentAdminProvider } from '../admin-shell/current-admin';
import type { Language } from '../../lib/i18n';
import { inLanguage } from '../../test-support/in-language';

const MANAGE_NOT_ALLOWED = 'Your role cannot change wallets.';
import { CustomerProfileQuery } from './customer-profile-modal';
import PersonalSettingsPage, { CustomerWalletsQuery } from './personal-settings-page';
import { CUSTOMER_VIEWER, customer, WALLET_MANAGER, walletOf, walletsServer } from './personal-settings-test-data';

const somchai = customer(11, 'Somchai Jaidee', 'somchai@example.com');
const alice = customer(12, 'Alice Wong', 'alice@example.org');
const wallets = [walletOf(somchai, '3000.00'), walletOf(alice, '1499.99')];

/** Where the page put its filter, so the URL can be checked. */
function ShownLocation() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

function renderPage(
  mocks: MockedResponse[],
  { path = '/dashboard/personal', admin = WALLET_MANAGER, language = 'en' }: { path?: string; admin?: CurrentAdmin; language?: Language } = {},
) {
  render(
    inLanguage(
      language,
    <MockedProvider mocks={mocks} cache={createAdminCache()}>
      <CurrentAdminProvider value={admin}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/personal" element={<PersonalSettingsPage />} />
          </Routes>
          <ShownLocation />
        </MemoryRouter>
      </CurrentAdminProvider>
    </MockedProvider>,
    ),
  );
}

const cardNames = () => screen.getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent);
const shownUrl = () => screen.getByRole('status', { name: 'URL' }).textContent;

const aliceProfile: MockedResponse = {
  request: { query: CustomerProfileQuery, variables: { customerId: 12 } },
  result: {
    data: {
      customerProfile: {
        __typename: 'CustomerProfile',
        wallet: { ...walletOf(alice, '1499.99', '3500.00'), customer: { ...alice, username: null, picture: null, createdAt: '2026-03-01T17:30:00.000Z' } },
        recentOrders: [
          { __typename: 'Order', number: 'RS-100007', status: 'AWAITING_PAYMENT', total: '689.00', createdAt: '2026-11-20T18:00:00.000Z' },
          { __typename: 'Order', number: 'RS-100003', status: 'COMPLETED', total: '1250.50', createdAt: '2026-11-02T03:00:00.000Z' },
        ],
        walletEntries: [
          { __typename: 'WalletEntry', amount: '-2000.01', balanceAfter: '1499.99', kind: 'ORDER_PAYMENT', ref: 'order:RS-100005:pay', reason: null, at: '2026-11-21T05:00:00.000Z' },
          { __typename: 'WalletEntry', amount: '3500.00', balanceAfter: '3500.00', kind: 'ADJUSTMENT', ref: 'adjust:5f0c', reason: 'Goodwill for the late delivery', at: '2026-11-19T05:00:00.000Z' },
        ],
        recentTransactions: [
          { __typename: 'Transaction', id: 9, type: 'WITHDRAWAL', status: 'PENDING', amount: '-250.50', method: 'PromptPay', date: '2026-11-20' },
          { __typename: 'Transaction', id: 8, type: 'DEPOSIT', status: 'COMPLETED', amount: '1000.00', method: 'Bank Transfer', date: '2026-11-02' },
        ],
      },
    },
  },
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('PersonalSettingsPage', () => {
  it('shows a spinner, then one card per customer in the order the server gives, and how many there are', async () => {
    renderPage([walletsServer(() => wallets).mock]);
    expect(screen.getByText('Loading customer credits…').closest('[role="status"]')).toBeTruthy();
    await screen.findByRole('list', { name: 'Customer credits' });
    expect(cardNames()).toEqual(['Somchai Jaidee', 'Alice Wong']);
    expect(screen.getByText('Showing 1–2 of 2 customers')).toBeTruthy();
  });

  it('says so when there are no customers', async () => {
    renderPage([walletsServer(() => []).mock]);
    expect(await screen.findByText('No customers yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Customer credits' })).toBeNull();
  });

  it("shows the server's reason when the request fails", async () => {
    renderPage([{ request: { query: CustomerWalletsQuery, variables: () => true }, result: { errors: [new GraphQLError('Access denied: VIEW_CUSTOMERS')] } }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching customer credits: Access denied: VIEW_CUSTOMERS');
  });

  it('sends the search to the server once typing pauses, keeps it in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const server = walletsServer(() => wallets);
    renderPage([server.mock]);
    const search = await screen.findByRole('searchbox', { name: 'Search customers' });
    await user.type(search, '  EXAMPLE.ORG ');
    await screen.findByText('Showing 1–1 of 1 customer');
    expect(cardNames()).toEqual(['Alice Wong']);
    expect(shownUrl()).toBe('?q=EXAMPLE.ORG');
    // One request for the page as it opened, one once typing paused: not one per letter.
    expect(server.sent).toEqual([
      { search: undefined, page: { offset: 0, limit: 24 } },
      { search: 'EXAMPLE.ORG', page: { offset: 0, limit: 24 } },
    ]);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No customer matches “nobody”.')).toBeTruthy();
  });

  it('opens at the search and page the URL holds, and pages with Previous and Next', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, index) => walletOf(customer(100 - index, `Gamer ${index + 1}`, `gamer${index + 1}@example.com`), '0.00', '0.00'));
    const server = walletsServer(() => many);
    renderPage([server.mock], { path: '/dashboard/personal?q=gamer&page=2' });
    expect(await screen.findByText('Showing 25–30 of 30 customers')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search customers' }) as HTMLInputElement).value).toBe('gamer');
    expect(server.sent[0]).toEqual({ search: 'gamer', page: { offset: 24, limit: 24 } });
    expect(cardNames()[0]).toBe('Gamer 25');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–24 of 30 customers')).toBeTruthy();
    expect(shownUrl()).toBe('?q=gamer');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 25–30 of 30 customers')).toBeTruthy();
    expect(shownUrl()).toBe('?q=gamer&page=2');
  });

  it("opens the customer's profile with their wallet, orders, wallet movements and transactions, and closes it again", async () => {
    const user = userEvent.setup();
    renderPage([walletsServer(() => wallets).mock, aliceProfile]);
    const aliceCard = await screen.findByRole('listitem', { name: 'Alice Wong' });
    await user.click(within(aliceCard).getByRole('button', { name: 'View Profile' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Customer Profile' }));
    const orders = await dialog.findByRole('region', { name: 'Latest Orders' });
    expect(rowsOf(orders)).toEqual([
      ['RS-100007', 'Awaiting payment', '฿689.00', '21 Nov 2026, 01:00'],
      ['RS-100003', 'Completed', '฿1,250.50', '2 Nov 2026, 10:00'],
    ]);
    expect(within(orders).getByRole('link', { name: 'RS-100007' }).getAttribute('href')).toBe('/dashboard/orders/RS-100007');
    const movements = dialog.getByRole('region', { name: 'Wallet Movements' });
    expect(rowsOf(movements)).toEqual([
      ['21 Nov 2026, 12:00', '-฿2,000.01', '฿1,499.99', 'Paid order RS-100005'],
      ['19 Nov 2026, 12:00', '+฿3,500.00', '฿3,500.00', 'Credited by staff“Goodwill for the late delivery”'],
    ]);
    expect(within(movements).getByRole('link', { name: 'RS-100005' }).getAttribute('href')).toBe('/dashboard/orders/RS-100005');
    expect(rowsOf(dialog.getByRole('region', { name: 'Recent Transactions' }))).toEqual([
      ['2026-11-20', 'Withdrawal', '-฿250.50', 'PromptPay', 'Pending'],
      ['2026-11-02', 'Deposit', '+฿1,000.00', 'Bank Transfer', 'Completed'],
    ]);
    expect(dialog.getByText('Joined').nextElementSibling?.textContent).toBe('2 Mar 2026, 00:30');
    expect(dialog.getByText('Total Credits').nextElementSibling?.textContent).toBe('฿3,500.00');
    expect(dialog.getByText('Remaining Credits').nextElementSibling?.textContent).toBe('฿1,499.99');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the profile in Thai, with Thai dates and words for every status and movement, when the dashboard is in Thai", async () => {
    const user = userEvent.setup();
    renderPage([walletsServer(() => wallets).mock, aliceProfile], { language: 'th' });
    const aliceCard = await screen.findByRole('listitem', { name: 'Alice Wong' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ข้อมูลลูกค้า');
    await user.click(within(aliceCard).getByRole('button', { name: 'ดูโปรไฟล์' }));
    const dialog = within(screen.getByRole('dialog', { name: 'โปรไฟล์ลูกค้า' }));
    const orders = await dialog.findByRole('region', { name: 'คำสั่งซื้อล่าสุด' });
    expect(rowsOf(orders)[0]).toEqual(['RS-100007', 'รอชำระเงิน', '฿689.00', '21 พ.ย. 2569 01:00']);
    expect(rowsOf(dialog.getByRole('region', { name: 'ความเคลื่อนไหวของกระเป๋าเงิน' }))[0]).toEqual([
      '21 พ.ย. 2569 12:00', '-฿2,000.01', '฿1,499.99', 'ชำระคำสั่งซื้อ RS-100005',
    ]);
    expect(rowsOf(dialog.getByRole('region', { name: 'ธุรกรรมล่าสุด' }))).toEqual([
      ['2026-11-20', 'ถอนเงิน', '-฿250.50', 'พร้อมเพย์', 'รอดำเนินการ'],
      ['2026-11-02', 'ฝากเงิน', '+฿1,000.00', 'โอนผ่านธนาคาร', 'สำเร็จ'],
    ]);
  });

  it('enables Manage only for an admin whose permissions include MANAGE_WALLETS', async () => {
    renderPage([walletsServer(() => wallets).mock], { admin: CUSTOMER_VIEWER });
    await screen.findByRole('list', { name: 'Customer credits' });
    const manageButtons = screen.getAllByRole('button', { name: 'Manage' }) as HTMLButtonElement[];
    expect(manageButtons.map((button) => button.disabled)).toEqual([true, true]);
    expect(screen.getAllByRole('button', { name: 'Manage', description: MANAGE_NOT_ALLOWED })).toHaveLength(2);
  });
});
