import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ResetPasswordDocument } from '../../gql/graphql';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CustomerSessionProvider } from '../customer-session/session-context';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'a'.repeat(43);

function renderPage(mocks: MockLink.MockedResponse[], { language = 'en' as Language, url = `/reset-password?token=${TOKEN}` } = {}) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <LanguageProvider initial={language}>
          <CustomerSessionProvider>
            <ResetPasswordPage />
          </CustomerSessionProvider>
        </LanguageProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return userEvent.setup();
}

const answer = (password: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ResetPasswordDocument, variables: { input: { token: TOKEN, password } } },
  result,
});

describe('ResetPasswordPage', () => {
  it("sets the new password with the link's token and sends a shopper to log in", async () => {
    const user = renderPage([answer('a-new-password', { data: { resetPassword: 'CUSTOMER' } })]);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const done = await screen.findByText('Your new password is set. Log in with it.');
    // Focus moves to the message once it is shown, which may be a render after it appears (seen on a loaded machine).
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('sends staff to the staff login', async () => {
    const user = renderPage([answer('a-new-password', { data: { resetPassword: 'STAFF' } })]);
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('link', { name: 'Go to the staff login' })).getAttribute('href')).toBe('/dashboard/login');
  });

  it.each([
    { language: 'en' as Language, label: 'New password', submit: 'Save new password', rule: 'Password must be 8 to 200 characters' },
    { language: 'th' as Language, label: 'รหัสผ่านใหม่', submit: 'บันทึกรหัสผ่านใหม่', rule: 'รหัสผ่านต้องยาว 8 ถึง 200 ตัวอักษร' },
  ])("words the server's password refusal beside the field in the page's language ($language), never in the server's words", async ({ language, label, submit, rule }) => {
    const refused = new GraphQLError('password must be at least 8 characters', {
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'password', message: 'must be at least 8 characters', reason: 'INVALID' }] },
    });
    const user = renderPage([answer('short', { errors: [refused] })], { language });
    await user.type(screen.getByLabelText(label), 'short');
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(rule)).toBeTruthy();
    expect(screen.queryByText(/must be at least 8 characters/i)).toBeNull();
  });

  it('says a password the server calls missing is required, in Thai', async () => {
    const refused = new GraphQLError('password is required', {
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'password', message: 'is required', reason: 'REQUIRED' }] },
    });
    const user = renderPage([answer('        ', { errors: [refused] })], { language: 'th' });
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), '        ');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect(await screen.findByText('โปรดกรอกช่องนี้')).toBeTruthy();
  });

  it('says in Thai that a used or expired link no longer works, and offers a new one', async () => {
    const expired = new GraphQLError('This link has expired', { extensions: { code: 'LINK_EXPIRED' } });
    const user = renderPage([answer('a-new-password', { errors: [expired] })], { language: 'th' });
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect((await screen.findByText(/ลิงก์นี้ใช้ไม่ได้แล้ว/)).textContent).toContain('โปรดขอลิงก์ใหม่');
    expect(screen.getByRole('button', { name: 'ขอลิงก์ใหม่' })).toBeTruthy();
    expect(screen.queryByLabelText('รหัสผ่านใหม่')).toBeNull();
  });

  it('explains itself when opened without a link', () => {
    renderPage([], { url: '/reset-password' });
    expect(screen.getByText(/opens from the link in a password-reset e-mail/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
