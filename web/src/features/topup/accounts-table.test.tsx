import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsToCsv, accountsToTsv } from './account-copy';
import { demoAccounts, filtered, renderAccountsTable } from './accounts-test-harness';

const table = () => screen.getByRole('table');
const shownIds = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const idsOf = (accounts: readonly { id: string }[]) => accounts.map((account) => account.id);
const address = () => screen.getByLabelText('address').textContent;
const chip = (name: string) => screen.getByRole('button', { name });
const pages = () => within(screen.getByRole('navigation', { name: 'หน้าของตาราง' }));

describe('the Robux accounts table', () => {
  it('shows the chips and counts the API gives, the tools and the first page in rate order', async () => {
    renderAccountsTable();
    expect(screen.getByRole('heading', { name: 'รายการบัญชี Robux พร้อมขาย' })).toBeTruthy();
    expect(screen.getByText('กำลังโหลดบัญชี…')).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'บัญชีทั้งหมด 41' })).getAttribute('aria-pressed')).toBe('true');
    const chips = within(screen.getByRole('group', { name: 'กรองตามเรท' })).getAllByRole('button').map((button) => button.textContent);
    expect(chips).toEqual(['บัญชีทั้งหมด 41', 'เรท 88 6', 'เรท 95 5', 'เรท 100 7', 'เรท 105 4', 'เรท 110 6', 'เรท 120 5', 'เรท 125 4', 'เรท 130 4']);
    for (const name of ['คัดลอกทั้งหมด', 'คัดลอกเป็น CSV']) expect(screen.getByRole('button', { name })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['รหัส', 'Robux', 'เรท', 'ราคา', 'ประเภทบัญชี', 'รับประกัน', 'ดำเนินการ']);
    expect(shownIds()).toEqual(idsOf(filtered(demoAccounts()).slice(0, 10)));
    // Rates read without ".00"; prices in baht.
    const firstRow = within(table()).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('88')).toBeTruthy();
    expect(within(firstRow).getByText(/^฿[\d,]+\.\d\d$/)).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: 'เรท' })[0]!.getAttribute('aria-sort')).toBe('ascending');
    expect(pages().getAllByRole('button').map((button) => button.textContent)).toEqual(['แรก', '<<', '1', '2', '3', '4', '5', '>>', 'ท้าย']);
  });

  it('filters by a rate chip into the URL (?rate=95), starting at page 1, and Back returns to all accounts', async () => {
    const { user, sent } = renderAccountsTable({ path: '/topuprobux?page=3' });
    await user.click(await screen.findByRole('button', { name: 'เรท 95 5' }));
    expect(address()).toBe('?rate=95');
    await waitFor(() => expect(shownIds()).toEqual(idsOf(filtered(demoAccounts(), '95.00'))));
    expect(chip('เรท 95 5').getAttribute('aria-pressed')).toBe('true');
    expect(chip('บัญชีทั้งหมด 41').getAttribute('aria-pressed')).toBe('false');
    expect(sent.at(-1)!.variables).toEqual({ rate: '95.00', sort: 'RATE_ASC', page: { offset: 0, limit: 10 } });
    // Five rows are one page: only page 1 to go to.
    expect(pages().getAllByRole('button', { name: /^\d+$/ }).map((button) => button.textContent)).toEqual(['1']);
    expect((pages().getByRole('button', { name: 'ท้าย' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(address()).toBe('?page=3');
    await waitFor(() => expect(shownIds()).toEqual(idsOf(filtered(demoAccounts()).slice(20, 30))));
  });

  it('pages with the number, >>, Last, << and First buttons, keeping the page in the URL', async () => {
    const { user, sent } = renderAccountsTable();
    const all = filtered(demoAccounts());
    await screen.findByRole('table');
    await user.click(pages().getByRole('button', { name: '2' }));
    expect(address()).toBe('?page=2');
    await waitFor(() => expect(shownIds()).toEqual(idsOf(all.slice(10, 20))));
    expect(pages().getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(sent.at(-1)!.variables).toMatchObject({ page: { offset: 10, limit: 10 } });
    await user.click(pages().getByRole('button', { name: '>>' }));
    await waitFor(() => expect(shownIds()).toEqual(idsOf(all.slice(20, 30))));
    await user.click(pages().getByRole('button', { name: 'ท้าย' }));
    expect(address()).toBe('?page=5');
    await waitFor(() => expect(shownIds()).toEqual(idsOf(all.slice(40))));
    expect((pages().getByRole('button', { name: '>>' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(pages().getByRole('button', { name: '<<' }));
    expect(address()).toBe('?page=4');
    await user.click(pages().getByRole('button', { name: 'แรก' }));
    expect(address()).toBe('');
    await waitFor(() => expect(shownIds()).toEqual(idsOf(all.slice(0, 10))));
  });

  it('shows at most five page numbers, centred on the current page', async () => {
    const many = Array.from({ length: 3 }, (_, copy) => demoAccounts().map((account) => ({ ...account, id: `RBX-${Number(account.id.slice(4)) + copy * 100}` }))).flat();
    renderAccountsTable({ path: '/topuprobux?page=7', api: { accounts: many } });
    await screen.findByRole('table');
    expect(pages().getAllByRole('button', { name: /^\d+$/ }).map((button) => button.textContent)).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'บัญชีทั้งหมด 123' })).toBeTruthy();
  });

  it('reads rate, sort and page from the URL and asks the API for exactly that', async () => {
    const { sent } = renderAccountsTable({ path: '/topuprobux?rate=100&sort=price_desc&page=1&tab=other' });
    await screen.findByRole('table');
    expect(sent[0]!.variables).toEqual({ rate: '100.00', sort: 'PRICE_DESC', page: { offset: 0, limit: 10 } });
    expect(chip('เรท 100 7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('columnheader', { name: 'ราคา' })[0]!.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getAllByRole('columnheader', { name: 'เรท' })[0]!.getAttribute('aria-sort')).toBeNull();
    expect(shownIds()).toEqual(idsOf(filtered(demoAccounts(), '100.00', 'PRICE_DESC')));
  });

  it('sorts by a press on the RATE or PRICE header, ascending first, and starts again at page 1', async () => {
    const { user } = renderAccountsTable({ path: '/topuprobux?page=2&tab=packages' });
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'ราคา' }));
    expect(address()).toBe('?tab=packages&sort=price_asc');
    await waitFor(() => expect(shownIds()).toEqual(idsOf(filtered(demoAccounts(), undefined, 'PRICE_ASC').slice(0, 10))));
    await user.click(within(table()).getByRole('button', { name: 'ราคา' }));
    expect(address()).toBe('?tab=packages&sort=price_desc');
    await user.click(within(table()).getByRole('button', { name: 'เรท' }));
    expect(address()).toBe('?tab=packages');
    await user.click(within(table()).getByRole('button', { name: 'เรท' }));
    expect(address()).toBe('?tab=packages&sort=rate_desc');
    await waitFor(() => expect(shownIds()).toEqual(idsOf(filtered(demoAccounts(), undefined, 'RATE_DESC').slice(0, 10))));
  });

  it('points Excel Export and Export PDF at the downloads of the current rate and sort', async () => {
    renderAccountsTable({ path: '/topuprobux?rate=95&sort=price_asc&page=2' });
    const excel = await screen.findByRole('link', { name: 'ส่งออก Excel' });
    expect(excel.getAttribute('href')).toBe('/api/robux-accounts/export.xlsx?rate=95.00&sort=price_asc');
    expect(excel.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'ส่งออก PDF' }).getAttribute('href')).toBe('/api/robux-accounts/export.pdf?rate=95.00&sort=price_asc');
  });

  it('Copy CSV and Copy All copy every filtered row, fetched 100 at a time, and say how many', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ ...demoAccounts()[index % 41]!, id: `RBX-${20_000 + index}`, rate: '95.00' }));
    const { user, writeText, sent } = renderAccountsTable({ path: '/topuprobux?rate=95', api: { accounts: [...many, ...demoAccounts()] } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'คัดลอกเป็น CSV' }));
    await waitFor(() => expect(screen.getByText('คัดลอก 155 แถวแล้ว')).toBeTruthy());
    const expected = filtered([...many, ...demoAccounts()], '95.00');
    expect(writeText).toHaveBeenLastCalledWith(accountsToCsv(expected));
    expect(sent.filter((operation) => operation.name === 'RobuxAccountsToCopy').map((operation) => operation.variables.page)).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
    ]);
    await user.click(screen.getByRole('button', { name: 'คัดลอกทั้งหมด' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(accountsToTsv(expected)));
  });

  it('says when the rows to copy could not be loaded, or the clipboard refused', async () => {
    const { user, writeText, api } = renderAccountsTable();
    await screen.findByRole('table');
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'คัดลอกเป็น CSV' }));
    expect(await screen.findByText(/คัดลอกไม่สำเร็จ/)).toBeTruthy();
    api.failing = { RobuxAccountsToCopy: 'INTERNAL_SERVER_ERROR' };
    await user.click(screen.getByRole('button', { name: 'คัดลอกทั้งหมด' }));
    expect(await screen.findByText('โหลดรายการเพื่อคัดลอกไม่สำเร็จ โปรดลองอีกครั้ง')).toBeTruthy();
  });

  it('says when a rate has no accounts for sale and offers all of them', async () => {
    const { user } = renderAccountsTable({ path: '/topuprobux?rate=99', language: 'en' });
    expect(await screen.findByText('No accounts for sale at this rate')).toBeTruthy();
    // The rate of the link still has its chip, at 0, so the shopper sees what emptied the table.
    expect(chip('RATE 99 0').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all accounts' }));
    expect(address()).toBe('');
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('says when nothing is for sale at all, and when the page asked for is past the end', async () => {
    renderAccountsTable({ api: { accounts: [] }, language: 'en' });
    expect(await screen.findByText('No Robux accounts for sale right now')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the last page when the one in the URL is past the end', async () => {
    const { user } = renderAccountsTable({ path: '/topuprobux?page=9', language: 'en' });
    expect(await screen.findByText('Page 9 has no accounts any more')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to page 5' }));
    expect(address()).toBe('?page=5');
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('says when the accounts could not be loaded, and tries again', async () => {
    const { user, api } = renderAccountsTable({ api: { accounts: demoAccounts(), failing: { TopUpRobuxAccounts: 'INTERNAL_SERVER_ERROR' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('โหลดรายการบัญชีไม่สำเร็จ');
    api.failing = {};
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});

describe('buying an account from the table', () => {
  it('Buy puts the account in the cart once, at quantity 1, and a second Buy says it is already there', async () => {
    const { user } = renderAccountsTable({ language: 'en' });
    const [first] = filtered(demoAccounts());
    await user.click(await screen.findByRole('button', { name: `Buy ${first!.id}` }));
    const robux = first!.robux.toLocaleString('en-US');
    const toast = () => document.querySelector('.status-toast')!.textContent;
    expect(toast()).toBe(`Robux account ${first!.id} (${robux} ROBUX) added to the cart`);
    expect(screen.getByLabelText('cart').textContent).toBe(`account:${first!.id}:Robux account ${first!.id} (${robux} ROBUX):${first!.price}x1`);
    await user.click(screen.getByRole('button', { name: `Buy ${first!.id}` }));
    expect(toast()).toBe(`Robux account ${first!.id} (${robux} ROBUX) is already in your cart (there is one of each account)`);
    expect(screen.getByLabelText('cart').textContent).toBe(`account:${first!.id}:Robux account ${first!.id} (${robux} ROBUX):${first!.price}x1`);
  });

  it('Detail shows everything but the login in a dialog, with Buy; focus goes in and comes back', async () => {
    const { user } = renderAccountsTable({ language: 'en' });
    const account = demoAccounts()[0]!;
    const detailButton = await screen.findByRole('button', { name: `Detail ${account.id}` });
    await user.click(detailButton);
    const dialog = within(screen.getByRole('dialog', { name: `Robux account ${account.id}` }));
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    const facts = Object.fromEntries(
      Array.from(screen.getByRole('dialog').querySelectorAll('dl > div'), (row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );
    expect(facts).toEqual({
      ID: account.id,
      'Robux on the account': account.robux.toLocaleString('en-US'),
      'Rate (baht per 1,000 Robux)': account.rate.replace('.00', ''),
      Price: expect.stringMatching(/^฿[\d,]+\.\d\d$/),
      'Account type': account.accountType,
      Guarantee: '3 days',
      Notes: 'Has a Dominus',
    });
    expect(dialog.getByText(/The login \(username and password\) appears on your order page/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Buy this account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(`Robux account ${account.id} (${account.robux.toLocaleString('en-US')} ROBUX) added to the cart`)).toBeTruthy();
    expect(document.activeElement).toBe(detailButton);
  });

  it('Detail of an account sold meanwhile says "Just sold", offers no Buy, and refreshes the table on close', async () => {
    const { user, api, sent } = renderAccountsTable({ language: 'en' });
    const account = demoAccounts()[0]!;
    const detailButton = await screen.findByRole('button', { name: `Detail ${account.id}` });
    // Someone else's order takes it after the table loaded.
    api.accounts = api.accounts.filter((listing) => listing.id !== account.id);
    await user.click(detailButton);
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('Just sold: this account is no longer for sale.')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Buy this account' }) as HTMLButtonElement).disabled).toBe(true);
    const asked = sent.filter((operation) => operation.name === 'TopUpRobuxAccounts').length;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Detail ${account.id}` })).toBeNull());
    expect(sent.filter((operation) => operation.name === 'TopUpRobuxAccounts').length).toBe(asked + 1);
    expect(await screen.findByRole('button', { name: 'ALL ACCOUNTS 40' })).toBeTruthy();
  });
});
