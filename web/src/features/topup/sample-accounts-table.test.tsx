import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../lib/i18n';
import { accountsToCsv, accountsToTsv, filterByRate, SAMPLE_ACCOUNTS } from './sample-accounts';
import { SampleAccountsTable } from './sample-accounts-table';

function renderTable() {
  const user = userEvent.setup();
  // userEvent installs its own clipboard stub; spy on it after set-up so the spy is what the table calls.
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  render(
    <LanguageProvider initial="th">
      <SampleAccountsTable />
    </LanguageProvider>,
  );
  return { user, writeText };
}

const shownIds = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const idsOf = (accounts: readonly { id: string }[]) => accounts.map((account) => account.id);

describe('SampleAccountsTable', () => {
  it('shows the spec texts: heading, ALL ACCOUNTS 41, the tools and the columns', () => {
    renderTable();
    expect(screen.getByRole('heading', { name: 'รายการบัญชี Robux พร้อมขาย' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ALL ACCOUNTS 41' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'RATE 88 6' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'RATE 130 4' })).toBeTruthy();
    for (const name of ['Copy All', 'Copy CSV', 'Excel Export', 'Export PDF', '1', '5', '>>', 'Last']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE', 'OPERATION']);
    expect(shownIds()).toEqual(idsOf(SAMPLE_ACCOUNTS.slice(0, 10)));
  });

  it('filters the rows by the chosen rate chip and highlights it', async () => {
    const { user } = renderTable();
    const chip = screen.getByRole('button', { name: 'RATE 100 7' });
    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'ALL ACCOUNTS 41' }).getAttribute('aria-pressed')).toBe('false');
    expect(shownIds()).toEqual(idsOf(filterByRate(SAMPLE_ACCOUNTS, 100)));
    // Seven rows fit on one page: the other page buttons cannot be used.
    expect((screen.getByRole('button', { name: '2' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Last' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through the rows with the number, >> and Last buttons', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(shownIds()).toEqual(idsOf(SAMPLE_ACCOUNTS.slice(10, 20)));
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: '>>' }));
    expect(shownIds()).toEqual(idsOf(SAMPLE_ACCOUNTS.slice(20, 30)));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(shownIds()).toEqual([SAMPLE_ACCOUNTS[40].id]);
    expect((screen.getByRole('button', { name: '>>' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes back to page 1 when another chip is chosen', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'RATE 88 6' }));
    expect(shownIds()).toEqual(idsOf(filterByRate(SAMPLE_ACCOUNTS, 88)));
  });

  it('copies the filtered rows as CSV and as tab-separated text, and says so', async () => {
    const { user, writeText } = renderTable();
    await user.click(screen.getByRole('button', { name: 'RATE 95 5' }));
    await user.click(screen.getByRole('button', { name: 'Copy CSV' }));
    expect(writeText).toHaveBeenLastCalledWith(accountsToCsv(filterByRate(SAMPLE_ACCOUNTS, 95)));
    expect(screen.getByText('คัดลอก 5 แถวแล้ว')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy All' }));
    expect(writeText).toHaveBeenLastCalledWith(accountsToTsv(filterByRate(SAMPLE_ACCOUNTS, 95)));
  });

  it('says when the clipboard refuses', async () => {
    const { user, writeText } = renderTable();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy CSV' }));
    expect(screen.getByText(/คัดลอกไม่สำเร็จ/)).toBeTruthy();
  });

  it('marks the not-yet-working buttons as coming soon instead of doing nothing silently', async () => {
    const { user, writeText } = renderTable();
    const excel = screen.getByRole('button', { name: 'Excel Export' });
    expect(excel.getAttribute('aria-disabled')).toBe('true');
    expect(excel.getAttribute('title')).toBe('Excel Export: เร็ว ๆ นี้');
    await user.click(screen.getAllByRole('button', { name: 'Buy' })[0]);
    expect(screen.getByText('Buy: เร็ว ๆ นี้')).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });
});
