import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CustomerLoginDocument, CustomerRegisterDocument, RequestPasswordResetDocument, ResendEmailConfirmationDocument } from '../../gql/graphql';
import type { Language } from '../../lib/i18n';
import { signInMessages } from './sign-in-messages';
import { descriptionOf, googleClientIdMock, openSignInModal, sessionResult } from './sign-in-test-harness';

const registerInput = { username: 'new_gamer', email: 'new@example.com', password: 'longenough1', language: 'TH' };

async function fillRegisterForm(user: Awaited<ReturnType<typeof openSignInModal>>['user'], language: Language) {
  const t = signInMessages[language];
  await user.type(screen.getByLabelText(t.username), registerInput.username);
  await user.type(screen.getByLabelText(t.email), registerInput.email);
  await user.type(screen.getByLabelText(t.password), registerInput.password);
  await user.click(screen.getByRole('checkbox'));
}

describe('SignInModal', () => {
  it('opens as a labelled modal dialog in register mode, all in Thai, focus on the first field', async () => {
    const { dialog } = await openSignInModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'เริ่มต้นใช้งาน!' })).toBe(dialog);
    for (const label of ['ชื่อผู้ใช้', 'อีเมล', 'รหัสผ่าน']) expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: /ข้อกำหนด/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByText('หรือดำเนินการต่อด้วย')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('ชื่อผู้ใช้'));
  });

  it('switches to login mode and back', async () => {
    const { user, dialog } = await openSignInModal();
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(screen.getByRole('dialog', { name: 'ยินดีต้อนรับกลับมา!' })).toBe(dialog);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('ชื่อผู้ใช้/อีเมล'));
    expect(within(dialog).queryByLabelText('อีเมล')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'ลืมรหัสผ่าน?' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(screen.getByRole('dialog', { name: 'เริ่มต้นใช้งาน!' })).toBe(dialog);
    expect(within(dialog).getByLabelText('อีเมล')).toBeTruthy();
  });

  it("turns to the reset request at 'Forgot password?', mails the link in the shopper's language and answers without saying whether the address has an account", async () => {
    const reset = { request: { query: RequestPasswordResetDocument, variables: { input: { email: 'lost@example.com', language: 'EN' } } }, result: { data: { requestPasswordReset: { __typename: 'PasswordResetRequested', linkMinutes: 30 } } } };
    const { user, dialog } = await openSignInModal({ language: 'en', mocks: [googleClientIdMock(null), reset] });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password?' })).toBe(dialog);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'));
    expect(within(dialog).queryByLabelText('Password')).toBeNull();

    await user.type(within(dialog).getByLabelText('Email'), ' lost@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    const answer = await within(dialog).findByText(/If an account uses lost@example.com, we have sent it a link/);
    expect(answer.textContent).toContain('for 30 minutes');
    expect(document.activeElement).toBe(answer);

    await user.click(within(dialog).getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back!' })).toBe(dialog);
  });

  it("says the server's refusals of the address in Thai beside the field, and a throttled request above the button", async () => {
    const refused = new GraphQLError('email must be an e-mail address', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'must be an e-mail address', reason: 'INVALID' }] } });
    const throttled = new GraphQLError('Too many password-reset requests; try again in 60 minute(s)', { extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 3600 } });
    const { user, dialog } = await openSignInModal({
      mocks: [
        googleClientIdMock(null),
        { request: { query: RequestPasswordResetDocument, variables: { input: { email: 'not-an-address', language: 'TH' } } }, result: { errors: [refused] } },
        { request: { query: RequestPasswordResetDocument, variables: { input: { email: 'someone@example.com', language: 'TH' } } }, result: { errors: [throttled] } },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await user.click(within(dialog).getByRole('button', { name: 'ลืมรหัสผ่าน?' }));
    expect(screen.getByRole('dialog', { name: 'ลืมรหัสผ่าน?' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(descriptionOf(within(dialog).getByLabelText('อีเมล'))).toBe('โปรดกรอกช่องนี้');

    await user.type(within(dialog).getByLabelText('อีเมล'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    await waitFor(() => expect(descriptionOf(within(dialog).getByLabelText('อีเมล'))).toBe('โปรดกรอกอีเมลให้ถูกต้อง'));

    await user.clear(within(dialog).getByLabelText('อีเมล'));
    await user.type(within(dialog).getByLabelText('อีเมล'), 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('พยายามหลายครั้งเกินไป โปรดลองใหม่ในอีก 60 นาที');
  });

  it('shows and hides the password', async () => {
    const { user, dialog } = await openSignInModal({ language: 'en' });
    const password = within(dialog).getByLabelText('Password');
    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openSignInModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the × button', async () => {
    const { user, dialog } = await openSignInModal();
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const { user, dialog } = await openSignInModal();
    await user.click(within(dialog).getByRole('heading', { name: 'เริ่มต้นใช้งาน!' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openSignInModal({ language: 'en' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const switchMode = within(dialog).getByRole('button', { name: 'Log in' });
    switchMode.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(switchMode);
  });

  it('checks the register form in the browser and sends nothing while it is wrong', async () => {
    const register = vi.fn(() => ({ data: { customerRegister: { __typename: 'ConfirmationLinkSent', email: 'x@example.com', linkHours: 24 } } }));
    const { user, dialog } = await openSignInModal({
      language: 'en',
      mocks: [googleClientIdMock(null), { request: { query: CustomerRegisterDocument, variables: () => true }, result: register }],
    });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    const username = within(dialog).getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(username)).toBe('Please fill in this field');
    expect(document.activeElement).toBe(username);
    expect(descriptionOf(within(dialog).getByLabelText('Email'))).toBe('Please enter a valid e-mail address');
    expect(descriptionOf(within(dialog).getByLabelText('Password'))).toBe('Password must be at least 8 characters');
    expect(descriptionOf(within(dialog).getByRole('checkbox'))).toBe('Please accept the terms and privacy policy to sign up');
    expect(register).not.toHaveBeenCalled();
  });

  it('logs in, stores userToken and userInfo, and closes', async () => {
    const { user, dialog } = await openSignInModal({
      language: 'en',
      mocks: [
        googleClientIdMock(null),
        {
          request: { query: CustomerLoginDocument, variables: { identifier: 'gamer', password: 'longenough1' } },
          result: { data: { customerLogin: sessionResult('token-123', 'Gamer', 'gamer@example.com') } },
          delay: 20,
        },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.type(within(dialog).getByLabelText('Username/Email'), ' gamer ');
    await user.type(within(dialog).getByLabelText('Password'), 'longenough1');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect((within(dialog).getByRole('button', { name: 'Logging in...' }) as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('userToken')).toBe('token-123');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({ name: 'Gamer', email: 'gamer@example.com', picture: null });
  });

  it('says a wrong login above the button without closing', async () => {
    const { user, dialog } = await openSignInModal({
      language: 'en',
      mocks: [
        googleClientIdMock(null),
        {
          request: { query: CustomerLoginDocument, variables: { identifier: 'gamer', password: 'wrongpass' } },
          result: { errors: [new GraphQLError('Invalid username/e-mail or password', { extensions: { code: 'UNAUTHENTICATED' } })] },
        },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.type(within(dialog).getByLabelText('Username/Email'), 'gamer');
    await user.type(within(dialog).getByLabelText('Password'), 'wrongpass');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Wrong username/e-mail or password');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it.each([
    ['th', 'TH', 'สมัครสมาชิก', 'ชื่อผู้ใช้ต้องยาว 3–30 ตัว ใช้ได้เฉพาะตัวอักษร ตัวเลข จุด ขีด หรือขีดล่าง', 'รหัสผ่านต้องยาว 8 ถึง 200 ตัวอักษร'],
    ['en', 'EN', 'Sign Up', 'Use 3 to 30 letters, digits, dots, dashes or underscores', 'Password must be 8 to 200 characters'],
  ] as const)('words the API field errors next to their fields in the page language (%s), from their reasons', async (language, mailLanguage, submit, usernameText, passwordText) => {
    const error = new GraphQLError('username must be 3 to 30 letters', {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'username', message: 'must be 3 to 30 letters, digits, dots, dashes or underscores', reason: 'INVALID' },
          { field: 'password', message: 'must be at most 200 characters', reason: 'INVALID' },
        ],
      },
    });
    const { user, dialog } = await openSignInModal({
      language,
      mocks: [googleClientIdMock(null), { request: { query: CustomerRegisterDocument, variables: { input: { ...registerInput, language: mailLanguage } } }, result: { errors: [error] } }],
    });
    await fillRegisterForm(user, language);
    await user.click(within(dialog).getByRole('button', { name: submit }));
    const username = within(dialog).getByLabelText(signInMessages[language].username);
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(username)).toBe(usernameText);
    expect(descriptionOf(within(dialog).getByLabelText(signInMessages[language].password))).toBe(passwordText);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('a sign-up turns the modal into "check your e-mail" with the address, signs nobody in, and can send the link again', async () => {
    const started = { data: { customerRegister: { __typename: 'ConfirmationLinkSent', email: registerInput.email, linkHours: 24 } } };
    const resent = vi.fn(() => ({ data: { resendEmailConfirmation: { __typename: 'ConfirmationLinkSent', email: registerInput.email, linkHours: 24 } } }));
    const { user, dialog } = await openSignInModal({
      mocks: [
        googleClientIdMock(null),
        { request: { query: CustomerRegisterDocument, variables: { input: registerInput } }, result: started },
        { request: { query: ResendEmailConfirmationDocument, variables: { input: { email: registerInput.email } } }, result: resent },
      ],
    });
    await fillRegisterForm(user, 'th');
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    await within(dialog).findByRole('heading', { name: 'ตรวจสอบอีเมลของคุณ' });
    const notice = within(dialog).getByText(/เราส่งลิงก์ยืนยันไปที่ new@example.com แล้ว เปิดลิงก์ภายใน 24 ชั่วโมง/);
    expect(document.activeElement).toBe(notice);
    expect(localStorage.getItem('userToken')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'ส่งลิงก์อีกครั้ง' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('ส่งลิงก์ใหม่ไปที่ new@example.com แล้ว'));
    expect(resent).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'เลือกซื้อสินค้าต่อ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no working Google button when the shop has no Google client id', async () => {
    const { dialog } = await openSignInModal();
    const note = await within(dialog).findByText('ร้านนี้ยังไม่เปิดให้เข้าสู่ระบบด้วย Google');
    const google = within(dialog).getByRole('button', { name: 'Google' });
    expect((google as HTMLButtonElement).disabled).toBe(true);
    expect(descriptionOf(google)).toBe(note.textContent!);
  });
});
