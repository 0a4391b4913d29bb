import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n';
import { inLanguage } from '../../test-support/in-language';
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY } from './admin-apollo-client';
import { SupportInboxChanged, SupportInboxCountsQuery } from '../admin-support/support-inbox-operations';
import { AdminSidebar } from './admin-sidebar';
import { type CurrentAdmin, CurrentAdminProvider } from './current-admin';
import { SIGNED_IN_EDITOR, SIGNED_IN_SUPER_ADMIN as SUPER_ADMIN } from './test-admins';

const counts = (unread: number) => ({ __typename: 'SupportInboxCounts' as const, open: 4, waitingForCustomer: 1, closed: 9, unread });
/** The server's inbox counts (2 unread), then an event saying 3. */
const SUPPORT_MOCKS = [
  { request: { query: SupportInboxCountsQuery }, result: { data: { supportInboxCounts: counts(2) } } },
  { request: { query: SupportInboxChanged }, result: { data: { supportInboxChanged: counts(3) } }, delay: 300 },
];

function renderSidebar(admin: CurrentAdmin = SUPER_ADMIN, path = '/dashboard', language: Language = 'en') {
  return render(
    inLanguage(
      language,
    <MockedProvider mocks={SUPPORT_MOCKS}>
    <MemoryRouter initialEntries={[path]}>
      <CurrentAdminProvider value={admin}>
        <Routes>
          <Route path="/dashboard/login" element={<p>login page</p>} />
          <Route path="/dashboard/*" element={<AdminSidebar id="sidebar" open={false} onClose={() => undefined} />} />
        </Routes>
      </CurrentAdminProvider>
    </MemoryRouter>
    </MockedProvider>,
    ),
  );
}

const linkNames = (navigation = 'Dashboard screens') => within(screen.getByRole('navigation', { name: navigation })).queryAllByRole('link').map((link) => link.textContent);
const headingNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('AdminSidebar', () => {
  it('shows how many support conversations wait unread, following the live count', async () => {
    renderSidebar();
    const supportLink = () => screen.getByRole('link', { name: /^Support Tickets/ }).textContent;
    await waitFor(() => expect(supportLink()).toBe('Support Tickets, 2 unread'));
    await waitFor(() => expect(supportLink()).toBe('Support Tickets, 3 unread'));
  });

  it('filters the links as the admin types, hiding headings without a match', async () => {
    renderSidebar();
    expect(linkNames()).toHaveLength(20);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'PAY');
    expect(linkNames()).toEqual(['Payment Review', 'Manage Payments', 'Payment Reports']);
    expect(headingNames()).toEqual(['Payments']);
  });

  it('says so when nothing matches', async () => {
    renderSidebar();
    await userEvent.type(screen.getByRole('searchbox'), 'no such screen');
    expect(linkNames()).toEqual([]);
    expect(screen.getByRole('navigation').textContent).toContain('No screens match “no such screen”.');
  });

  it("hides what an Editor's permissions do not cover", () => {
    renderSidebar(SIGNED_IN_EDITOR, '/dashboard/stock-items');
    expect(linkNames()).not.toContain('Manage Admins');
    expect(linkNames()).not.toContain('Payment Reports');
    expect(linkNames()).not.toContain('Orders');
    expect(headingNames()).not.toContain('Payments');
  });

  it('marks the overview as current at /dashboard', () => {
    renderSidebar(SUPER_ADMIN, '/dashboard');
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['Overview']);
  });

  it('decides from the permissions the server sent, not from the role', () => {
    renderSidebar({ ...SUPER_ADMIN, permissions: ['MANAGE_CATALOGUE'] }, '/dashboard');
    expect(linkNames()).not.toContain('Manage Admins');
    expect(linkNames()).not.toContain('Overview');
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['Stock Items']);
  });

  it('marks the open screen as current', () => {
    renderSidebar(SUPER_ADMIN, '/dashboard/manage-admins');
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['Manage Admins']);
  });

  it("marks Orders as current on an order's own page", () => {
    renderSidebar(SUPER_ADMIN, '/dashboard/orders/RS-000042');
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['Orders']);
  });

  it('names every link, heading and control in Thai when the dashboard is in Thai', async () => {
    renderSidebar(SUPER_ADMIN, '/dashboard', 'th');
    expect(linkNames('หน้าจอแดชบอร์ด')).toContain('รายงานการชำระเงิน');
    expect(headingNames()).toEqual(['การชำระเงิน', 'เติม Robux', 'การจัดการผู้ดูแล']);
    expect(screen.getByRole('combobox', { name: 'ภาษา' })).toHaveProperty('value', 'th');
    await userEvent.type(screen.getByRole('searchbox', { name: 'ค้นหาในเมนู' }), 'รายการ');
    expect(linkNames('หน้าจอแดชบอร์ด')).toEqual(['ประวัติการทำรายการ']);
    await userEvent.click(screen.getByRole('button', { name: /Somchai Boss/ }));
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeTruthy();
  });

  it('switches the whole menu to English from its language choice', async () => {
    renderSidebar(SUPER_ADMIN, '/dashboard', 'th');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ภาษา' }), 'English');
    expect(linkNames()).toContain('Transaction History');
    expect(document.cookie).toContain('language=en');
  });

  it('shows who is signed in and logs out from their menu', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
    window.localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify(SUPER_ADMIN));
    renderSidebar();
    const account = screen.getByRole('button', { name: /Somchai Boss.*boss@example\.com/ });
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    await userEvent.click(account);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_DATA_KEY)).toBeNull();
    expect(screen.queryByText('login page')).not.toBeNull();
  });
});
