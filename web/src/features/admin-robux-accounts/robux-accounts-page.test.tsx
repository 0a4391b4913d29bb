import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import { type CurrentAdmin, CurrentAdminProvider } from '../admin-shell/current-admin';
import { RevealRobuxAccountLoginMutation } from './reveal-login-modal';
import { DeleteRobuxAccountMutation } from './robux-account-actions';
import RobuxAccountsPage, { StaffRobuxAccountsQuery } from './robux-accounts-page';
import { ACCOUNTS_ADMIN, ACCOUNTS_SUPER_ADMIN, listing, listingsServer, type TestListing } from './robux-accounts-test-data';
import { inLanguage } from '../../test-support/in-language';

const LISTINGS = [
  listing('RBX-10044', { hasLogin: false, robux: 12000, rate: '95.00', price: '1140.00', accountType: 'Unverified', guaranteeDays: 0 }),
  listing('RBX-10043', { status: 'SOLD', orderNumber: 'RS-100002', guaranteeDays: 7 }),
  listing('RBX-10042', { status: 'RESERVED', orderNumber: 'RS-100003', guaranteeDays: 1 }),
  listing('RBX-10041'),
];

function ShownLocation() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

function renderPage(mocks: MockedResponse[], { admin = ACCOUNTS_ADMIN, path = '/dashboard/manage-roblox-accounts' }: { admin?: CurrentAdmin; path?: string } = {}) {
  const cache = createAdminCache();
  render(
    inLanguage(
      'en',
    <MockedProvider mocks={mocks} cache={cache}>
      <CurrentAdminProvider value={admin}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/manage-roblox-accounts" element={<RobuxAccountsPage />} />
          </Routes>
          <ShownLocation />
        </MemoryRouter>
      </CurrentAdminProvider>
    </MockedProvider>,
    ),
  );
  return { cache };
}

const table = () => screen.findByRole('table', { name: 'Roblox account listings' });
const rowOf = (id: string) => screen.getByRole('rowheader', { name: id }).closest('tr')!;
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').slice(0, 8).map((cell) => cell.textContent);
const shownUrl = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('RobuxAccountsPage', () => {
  it('lists each listing with its price, guarantee, status, whether a login is stored and the order holding it', async () => {
    renderPage([listingsServer(() => LISTINGS).mock]);
    const list = await table();
    expect(within(list).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID', 'Robux', 'Rate / 1,000', 'Price', 'Type', 'Guarantee', 'Status', 'Login', 'Order', 'Actions',
    ]);
    expect(within(list).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['RBX-10044', 'RBX-10043', 'RBX-10042', 'RBX-10041']);
    expect(cellTexts(rowOf('RBX-10044'))).toEqual(['12,000', '฿95.00', '฿1,140.00', 'Unverified', 'None', 'Available', 'No login — not for sale', '—']);
    expect(cellTexts(rowOf('RBX-10043'))).toEqual(['1,500', '฿100.00', '฿150.00', 'Email verified', '7 days', 'Sold', 'Login stored', 'RS-100002']);
    expect(cellTexts(rowOf('RBX-10042')).slice(4)).toEqual(['1 day', 'Reserved', 'Login stored', 'RS-100003']);
    expect(within(rowOf('RBX-10042')).getByRole('link', { name: 'RS-100003' }).getAttribute('href')).toBe('/dashboard/orders/RS-100003');
    expect(screen.getByText('Showing 1–4 of 4 listings')).toBeTruthy();
  });

  it('disables Edit and Delete of reserved and sold listings and says why', async () => {
    renderPage([listingsServer(() => LISTINGS).mock]);
    await table();
    const button = (id: string, name: string) => within(rowOf(id)).getByRole<HTMLButtonElement>('button', { name: `${name} ${id}` });
    for (const id of ['RBX-10044', 'RBX-10041']) {
      expect(button(id, 'Edit').disabled).toBe(false);
      expect(button(id, 'Delete').disabled).toBe(false);
    }
    expect(button('RBX-10042', 'Edit').disabled).toBe(true);
    expect(within(rowOf('RBX-10042')).getByRole('button', { name: 'Delete RBX-10042', description: 'Reserved by an open order: it cannot be edited or deleted.' })).toBeTruthy();
    expect(button('RBX-10043', 'Delete').disabled).toBe(true);
    expect(within(rowOf('RBX-10043')).getByRole('button', { name: 'Edit RBX-10043', description: 'Sold: it cannot be edited or deleted.' })).toBeTruthy();
  });

  it('offers Reveal login only to an admin whose permissions include REVEAL_ACCOUNT_LOGINS', async () => {
    renderPage([listingsServer(() => LISTINGS).mock], { admin: ACCOUNTS_ADMIN });
    await table();
    expect(screen.queryAllByRole('button', { name: /^Reveal login/ })).toEqual([]);
    expect(within(rowOf('RBX-10041')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
  });

  it('shows a Super Admin Reveal login on every listing, disabled where no login is stored', async () => {
    renderPage([listingsServer(() => LISTINGS).mock], { admin: ACCOUNTS_SUPER_ADMIN });
    await table();
    const reveal = screen.getAllByRole<HTMLButtonElement>('button', { name: /^Reveal login of / });
    expect(reveal.map((button) => [button.getAttribute('aria-label'), button.disabled])).toEqual([
      ['Reveal login of RBX-10044', true],
      ['Reveal login of RBX-10043', false],
      ['Reveal login of RBX-10042', false],
      ['Reveal login of RBX-10041', false],
    ]);
  });

  it('reveals a login only when asked, says the reveal is audited, and keeps the login out of the Apollo cache', async () => {
    const user = userEvent.setup();
    const revealed = vi.fn();
    const { cache } = renderPage(
      [
        listingsServer(() => LISTINGS).mock,
        {
          request: { query: RevealRobuxAccountLoginMutation, variables: { id: 'RBX-10041' } },
          result: () => {
            revealed();
            return { data: { revealRobuxAccountLogin: { __typename: 'AccountLoginView', username: 'builder_bob', password: 'hunter2!', recoveryEmail: null, notes: 'Change after sale' } } };
          },
        },
      ],
      { admin: ACCOUNTS_SUPER_ADMIN },
    );
    await table();
    await user.click(screen.getByRole('button', { name: 'Reveal login of RBX-10041' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Login of RBX-10041' }));
    expect(dialog.getByText('This reveal is recorded in the audit log.')).toBeTruthy();
    expect(revealed).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Reveal login' }));
    expect((await dialog.findByText('hunter2!')).tagName).toBe('CODE');
    expect(dialog.getByText('builder_bob')).toBeTruthy();
    expect(dialog.getByText('Change after sale')).toBeTruthy();
    expect(dialog.getByText('Recovery e-mail').nextElementSibling?.textContent).toBe('None');
    expect(revealed).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(cache.extract())).not.toContain('hunter2!');

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(dialog.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('hunter2!');
    expect(dialog.getByText('Password copied.')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('hunter2!')).toBeNull();
  });

  it('filters by status chip and by a search sent once typing pauses, both kept in the URL', async () => {
    const user = userEvent.setup();
    const server = listingsServer(() => LISTINGS);
    renderPage([server.mock]);
    await table();
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Sold' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['RBX-10043']), { timeout: 3000 });
    expect(shownUrl()).toBe('?status=sold');
    expect(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Sold' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'All' }));
    // Pasted in one go, so a slow machine cannot pause between letters long enough to send a partial search.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('unverified');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['RBX-10044']), { timeout: 3000 });
    expect(shownUrl()).toBe('?q=unverified');
    // The chip and the whole search went to the server, never part of the search. (How often the unchanged list is
    // asked again while the URL changes is Apollo's and the router's business, so only what was asked is checked.)
    expect(server.sent.map(({ status }) => status ?? null)).toContain('SOLD');
    expect(new Set(server.sent.map(({ search }) => search ?? null))).toEqual(new Set([null, 'unverified']));
    expect(server.sent.at(-1)).toMatchObject({ search: 'unverified', page: { offset: 0, limit: 20 } });
  });

  it('deletes a listing after confirmation, and on a CONFLICT shows the server’s reason and reloads the list', async () => {
    const user = userEvent.setup();
    let listings: TestListing[] = [...LISTINGS];
    const deletes: string[] = [];
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage([
      listingsServer(() => listings).mock,
      {
        request: { query: DeleteRobuxAccountMutation, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: ({ id }: Record<string, unknown>) => {
          deletes.push(id as string);
          if (id === 'RBX-10041') {
            // Someone's checkout reserved it a moment ago.
            listings = listings.map((entry) => (entry.id === id ? { ...entry, status: 'RESERVED' as const, orderNumber: 'RS-100009' } : entry));
            return { errors: [new GraphQLError('Robux account RBX-10041 is reserved by order RS-100009, awaiting payment; it cannot be deleted', { extensions: { code: 'CONFLICT' } })] };
          }
          listings = listings.filter((entry) => entry.id !== id);
          return { data: { deleteRobuxAccount: true } };
        },
      },
    ]);
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete RBX-10044' }));
    expect(confirm).toHaveBeenCalledWith('Delete RBX-10044? This cannot be undone.');
    // The refetched list may render before the mutation's promise settles and the notice is set.
    expect(await screen.findByText('RBX-10044 deleted.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'RBX-10044' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete RBX-10041' }));
    expect((await within(rowOf('RBX-10041')).findByRole('alert')).textContent).toBe(
      'Could not delete RBX-10041: Robux account RBX-10041 is reserved by order RS-100009, awaiting payment; it cannot be deleted',
    );
    await waitFor(() => expect(within(rowOf('RBX-10041')).getByText('Reserved')).toBeTruthy());
    expect(within(rowOf('RBX-10041')).getByRole<HTMLButtonElement>('button', { name: 'Edit RBX-10041' }).disabled).toBe(true);
    expect(deletes).toEqual(['RBX-10044', 'RBX-10041']);
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage([listingsServer(() => LISTINGS).mock]);
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete RBX-10041' }));
    expect(screen.getByRole('rowheader', { name: 'RBX-10041' })).toBeTruthy();
  });

  it('says so when nothing matches the filter the URL holds', async () => {
    renderPage([listingsServer(() => LISTINGS).mock], { path: '/dashboard/manage-roblox-accounts?q=nothing' });
    expect(await screen.findByText('No listings match this filter.')).toBeTruthy();
  });

  it("shows the server's reason when the list cannot be loaded", async () => {
    renderPage([{ request: { query: StaffRobuxAccountsQuery, variables: () => true }, result: { errors: [new GraphQLError('The Editor role may not do this', { extensions: { code: 'FORBIDDEN' } })] } }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the listings: The Editor role may not do this');
  });
});
