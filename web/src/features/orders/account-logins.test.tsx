import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MyOrderDocument } from '../../gql/graphql';
import { awaitingOrder, renderOrderPage } from './orders-test-harness';

const accountLine = {
  __typename: 'OrderLine',
  kind: 'ROBUX_ACCOUNT',
  accountPublicId: 'RBX-10007',
  name: 'Robux account RBX-10007 (5,000 ROBUX)',
  nameTh: null,
  gameName: null,
  rarity: null,
  robuxAmount: 5000,
  unitPrice: '475.00',
  quantity: 1,
  lineTotal: '475.00',
  deliveryMethod: 'ACCOUNT_LOGIN',
  deliveryInstructions: null,
  accountType: 'Email verified',
  guaranteeDays: 3,
  gamepassId: null,
  gamepassPrice: null,
};

const login = {
  __typename: 'OrderAccountLogin',
  accountId: 'RBX-10007',
  login: { __typename: 'AccountLoginView', username: 'demo_account_10007', password: 'not-a-real-password', recoveryEmail: 'demo@example.invalid', notes: 'Demo listing' },
};

const accountOrder = (overrides: Record<string, unknown> = {}) => awaitingOrder({ total: '475.00', lines: [accountLine], ...overrides });
const paidOrder = () => accountOrder({ status: 'PAID', cancellable: false, accountLogins: [login] });
const orderMock = (order: object) => ({ request: { query: MyOrderDocument, variables: { number: 'RS-000123' } }, result: { data: { order } } });

describe('a bought Robux account on the order page', () => {
  it('before payment: the line says the login appears once the order is paid, and no login is shown', async () => {
    renderOrderPage([orderMock(accountOrder())], { language: 'en' });
    const lines = within(await screen.findByRole('region', { name: 'Items' }));
    expect(lines.getByText('Robux account · 5,000 ROBUX')).toBeTruthy();
    expect(lines.getByText('Delivery: account login')).toBeTruthy();
    expect(lines.getByText('The login appears here once the order is paid.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Your account login/ })).toBeNull();
  });

  it('once paid: a marked box with the username, a hidden password to show, the recovery e-mail, notes and the advice to change them', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderOrderPage([orderMock(paidOrder())], { language: 'en' });
    const box = within(await screen.findByRole('region', { name: /Your account login/ }));
    expect(box.getByText('Account RBX-10007')).toBeTruthy();
    expect(box.getByText('demo_account_10007')).toBeTruthy();
    expect(box.queryByText('not-a-real-password')).toBeNull();
    expect(box.getByText('demo@example.invalid')).toBeTruthy();
    expect(box.getByText('Demo listing')).toBeTruthy();
    expect(box.getByText(/change the password and recovery e-mail to your own right away/)).toBeTruthy();
    expect(screen.queryByText('The login appears here once the order is paid.')).toBeNull();

    await user.click(box.getByRole('button', { name: 'Show password' }));
    expect(box.getByText('not-a-real-password')).toBeTruthy();
    await user.click(box.getByRole('button', { name: 'Hide password' }));
    expect(box.queryByText('not-a-real-password')).toBeNull();

    // Copying works while the password stays hidden.
    await user.click(box.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenLastCalledWith('not-a-real-password');
    expect(box.getByText('Copied the password')).toBeTruthy();
    await user.click(box.getByRole('button', { name: 'Copy username' }));
    expect(writeText).toHaveBeenLastCalledWith('demo_account_10007');
  });

  it('speaks Thai too', async () => {
    renderOrderPage([orderMock(paidOrder())]);
    const box = within(await screen.findByRole('region', { name: /ข้อมูลเข้าสู่ระบบบัญชีของคุณ/ }));
    expect(box.getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeTruthy();
    expect(box.getByRole('button', { name: 'คัดลอกชื่อผู้ใช้' })).toBeTruthy();
  });
});
