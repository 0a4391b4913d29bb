import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MailLogFilterInput } from '../../gql/graphql';
import type { Language } from '../../lib/i18n';
import { inLanguage } from '../../test-support/in-language';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import MailLogPage from './mail-log-page';
import { MailLogQuery, MailTextQuery } from './mail-operations';

const mail = (id: number, status: 'SENT' | 'PENDING' | 'FAILED', lastError: string | null = null) => ({
  __typename: 'MailMessage' as const,
  id,
  recipient: `shopper${id}@example.com`,
  subject: id === 2 ? 'ตั้งรหัสผ่านใหม่ – Robux Storefront' : 'Set a new password – Robux Storefront',
  kind: 'PASSWORD_RESET' as const,
  language: id === 2 ? ('TH' as const) : ('EN' as const),
  status,
  attempts: status === 'FAILED' ? 6 : 1,
  lastError,
  createdAt: '2026-11-23T17:05:00.000Z',
  sentAt: status === 'SENT' ? '2026-11-23T17:05:03.000Z' : null,
  nextAttemptAt: '2026-11-23T17:10:00.000Z',
});

function renderPage(language: Language = 'en') {
  const filters: MailLogFilterInput[] = [];
  const list: MockedResponse = {
    request: { query: MailLogQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      const filter = variables.filter as MailLogFilterInput;
      filters.push(filter);
      const mails = [mail(3, 'FAILED', 'Message failed: 451 Mailbox busy'), mail(2, 'SENT')].filter((row) => !filter.status || row.status === filter.status);
      return { data: { mailMessages: { __typename: 'MailMessagePage', total: mails.length, mails } } };
    },
  };
  const text: MockedResponse = {
    request: { query: MailTextQuery, variables: { id: 2 } },
    result: { data: { mailMessage: { __typename: 'MailMessage', id: 2, text: 'สวัสดี Nok\n\nhttp://shop.test/reset-password?token=[hidden]' } } },
  };
  render(
    inLanguage(
      language,
      <MockedProvider mocks={[list, text]} cache={createAdminCache()}>
        <MailLogPage />
      </MockedProvider>,
    ),
  );
  return { filters, user: userEvent.setup() };
}

describe('MailLogPage', () => {
  it("lists recent mails with status, tries and the last error, and shows one mail's text", async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Mails, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['24 Nov 2026, 00:05', 'shopper3@example.com', 'Set a new password – Robux Storefront', 'Password reset', 'Failed', '6', 'Message failed: 451 Mailbox busy', 'View'],
      ['24 Nov 2026, 00:05', 'shopper2@example.com', 'ตั้งรหัสผ่านใหม่ – Robux Storefront', 'Password reset', 'Sent24 Nov 2026, 00:05', '1', '—', 'View'],
    ]);
    await user.click(within(rows[1]).getByRole('button', { name: 'View the mail to shopper2@example.com', description: 'ตั้งรหัสผ่านใหม่ – Robux Storefront' }));
    const dialog = await screen.findByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่ – Robux Storefront' });
    expect((await within(dialog).findByRole('group', { name: 'Mail text' })).textContent).toContain('token=[hidden]');
  });

  it('shows the log in Thai, with Thai dates, when the dashboard is in Thai', async () => {
    renderPage('th');
    const table = await screen.findByRole('table', { name: 'อีเมล ล่าสุดอยู่บนสุด' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '24 พ.ย. 2569 00:05', 'shopper3@example.com', 'Set a new password – Robux Storefront', 'รีเซ็ตรหัสผ่าน', 'ส่งไม่สำเร็จ', '6', 'Message failed: 451 Mailbox busy', 'ดู',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('บันทึกอีเมล');
  });

  it('asks the server for one status only when one is chosen', async () => {
    const { user, filters } = renderPage();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(filters.at(-1)).toEqual({ status: 'FAILED', search: null }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });
});
