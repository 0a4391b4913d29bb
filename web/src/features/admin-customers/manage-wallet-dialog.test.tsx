import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import { CurrentAdminProvider } from '../admin-shell/current-admin';
import { inLanguage } from '../../test-support/in-language';
import { AdjustWalletMutation } from './manage-wallet-dialog';
import PersonalSettingsPage from './personal-settings-page';
import { customer, type TestWallet, WALLET_MANAGER, walletOf, walletsServer } from './personal-settings-test-data';
import { wholeText } from '../../test-support/whole-text';


const alice = customer(12, 'Alice Wong', 'alice@example.org');
const FIRST_KEY = '0b5c9a6e-3f7d-4c1e-9a2b-6d8e0f1a2b3c';
const SECOND_KEY = '7e1d2c3b-4a5f-4e6d-8c9b-0a1f2e3d4c5b';

interface Adjustment {
  amount: string;
  reason: string;
  idempotencyKey: string;
}

const adjusted = (variables: Adjustment, answer: { balance: string; totalCredited: string } | GraphQLError): MockedResponse => ({
  request: { query: AdjustWalletMutation, variables: { customerId: 12, ...variables } },
  result:
    answer instanceof GraphQLError
      ? { errors: [answer] }
      : { data: { adjustWallet: { __typename: 'CustomerWallet', ordersCount: 36, ...answer, customer: { __typename: 'Customer', id: 12 } } } },
});

/** Personal Settings with Alice at `balance`; `wallets` is what the server holds now (a successful adjustment changes it). */
function renderPage(adjustments: MockedResponse[], wallets: TestWallet[] = [walletOf(alice, '1499.99')]) {
  render(
    inLanguage(
      'en',
    <MockedProvider mocks={[walletsServer(() => wallets, { delay: 0 }).mock, ...adjustments]} cache={createAdminCache()}>
      <CurrentAdminProvider value={WALLET_MANAGER}>
        <MemoryRouter initialEntries={['/dashboard/personal']}>
          <PersonalSettingsPage />
        </MemoryRouter>
      </CurrentAdminProvider>
    </MockedProvider>,
    ),
  );
  return wallets;
}

async function openManage(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('listitem', { name: 'Alice Wong' });
  await user.click(within(card).getByRole('button', { name: 'Manage' }));
  const dialog = screen.getByRole('dialog', { name: 'Manage credits: Alice Wong' });
  return { card, dialog: within(dialog), element: dialog };
}

describe('Manage (wallet adjustment dialog)', () => {
  it('opens on the customer with their balance, Credit chosen, and focus inside', async () => {
    const user = userEvent.setup();
    renderPage([]);
    const { dialog, element } = await openManage(user);
    expect(dialog.getByText('Remaining Credits').nextElementSibling?.textContent).toBe('฿1,499.99');
    expect(dialog.getByText(wholeText('alice@example.org'))).toBeTruthy();
    expect(dialog.getByText('Remaining Credits').nextElementSibling?.className).toBe('credit-level credit-level--low');
    expect((dialog.getByRole('radio', { name: 'Credit' }) as HTMLInputElement).checked).toBe(true);
    expect(element.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for an amount without a sign and a reason before sending anything', async () => {
    const user = userEvent.setup();
    renderPage([]);
    const { dialog } = await openManage(user);
    await user.click(dialog.getByRole('button', { name: 'Credit wallet' }));
    expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter an amount in baht, e.g. 150 or 20.50.',
      'A reason is required: the gamer sees it in their wallet.',
    ]);
    expect(dialog.getByLabelText('Amount (฿)').getAttribute('aria-invalid')).toBe('true');
    await user.type(dialog.getByLabelText('Amount (฿)'), '-50');
    await user.type(dialog.getByLabelText('Reason (the gamer sees it)'), 'Bonus');
    await user.click(dialog.getByRole('button', { name: 'Credit wallet' }));
    expect(dialog.getByRole('alert').textContent).toBe('Enter the amount without a sign; Credit or Debit says which way it goes.');
  });

  it("shows the server's words about a bad amount under the amount", async () => {
    const user = userEvent.setup();
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(FIRST_KEY);
    const rule = 'must be a signed amount of baht with at most two decimals, not zero, at most 100,000 either way (e.g. "150.00" or "-20.50")';
    const refusal = new GraphQLError(`amount ${rule}`, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'amount', message: rule, reason: 'INVALID' }] } });
    renderPage([adjusted({ amount: '3,500', reason: 'Goodwill', idempotencyKey: FIRST_KEY }, refusal)]);
    const { dialog } = await openManage(user);
    await user.type(dialog.getByLabelText('Amount (฿)'), '3,500');
    await user.type(dialog.getByLabelText('Reason (the gamer sees it)'), 'Goodwill');
    await user.click(dialog.getByRole('button', { name: 'Credit wallet' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe(`Amount ${rule}`);
    expect(dialog.getByLabelText('Amount (฿)').getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('says when a debit is more than the wallet holds, then posts the corrected one (a new adjustment, so a new key) and updates the card', async () => {
    const user = userEvent.setup();
    const uuid = vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(FIRST_KEY).mockReturnValueOnce(SECOND_KEY);
    const tooMuch = 'The wallet holds ฿1499.99; a debit of ฿2000.00 would take it below zero. Nothing was changed.';
    const wallets = renderPage([
      adjusted({ amount: '-2000', reason: 'Chargeback', idempotencyKey: FIRST_KEY }, new GraphQLError(tooMuch, { extensions: { code: 'INSUFFICIENT_BALANCE' } })),
      adjusted({ amount: '-20.50', reason: 'Chargeback', idempotencyKey: SECOND_KEY }, { balance: '1479.49', totalCredited: '5000.00' }),
    ]);
    const { card, dialog } = await openManage(user);
    await user.click(dialog.getByRole('radio', { name: 'Debit' }));
    await user.type(dialog.getByLabelText('Amount (฿)'), '2000');
    await user.type(dialog.getByLabelText('Reason (the gamer sees it)'), '  Chargeback ');
    await user.click(dialog.getByRole('button', { name: 'Debit wallet' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(`Not enough in the wallet: ${tooMuch}`);

    wallets[0] = walletOf(alice, '1479.49');
    await user.clear(dialog.getByLabelText('Amount (฿)'));
    await user.type(dialog.getByLabelText('Amount (฿)'), '20.50');
    await user.click(dialog.getByRole('button', { name: 'Debit wallet' }));
    expect(await screen.findByText('Debited ฿20.50 from Alice Wong; Remaining Credits now ฿1,479.49.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await within(card).findByText('฿1,479.49');
    expect(within(card).getByText('฿1,479.49').className).toBe('credit-level credit-level--low');
    expect(uuid).toHaveBeenCalledTimes(2);
  });

  it('sends a retried adjustment under the same key, so the server posts it once', async () => {
    const user = userEvent.setup();
    const uuid = vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(FIRST_KEY).mockReturnValueOnce(SECOND_KEY);
    const lost = new GraphQLError('Something went wrong on our side', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const wallets = renderPage([
      adjusted({ amount: '100', reason: 'Goodwill', idempotencyKey: FIRST_KEY }, lost),
      adjusted({ amount: '100', reason: 'Goodwill', idempotencyKey: FIRST_KEY }, { balance: '1599.99', totalCredited: '5100.00' }),
    ]);
    const { dialog } = await openManage(user);
    await user.type(dialog.getByLabelText('Amount (฿)'), '100');
    await user.type(dialog.getByLabelText('Reason (the gamer sees it)'), 'Goodwill');
    await user.click(dialog.getByRole('button', { name: 'Credit wallet' }));
    await dialog.findByRole('alert');
    wallets[0] = walletOf(alice, '1599.99', '5100.00');
    await user.click(dialog.getByRole('button', { name: 'Credit wallet' }));
    expect(await screen.findByText('Credited ฿100.00 to Alice Wong; Remaining Credits now ฿1,599.99.')).toBeTruthy();
    expect(uuid).toHaveBeenCalledTimes(1);
  });

  it('credits after a reopened dialog, and the card turns to the 3000-and-up colour', async () => {
    const user = userEvent.setup();
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(FIRST_KEY).mockReturnValueOnce(SECOND_KEY);
    const wallets = renderPage([adjusted({ amount: '3500', reason: 'Tournament prize', idempotencyKey: FIRST_KEY }, { balance: '4999.99', totalCredited: '8500.00' })]);
    let { dialog } = await openManage(user);
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    ({ dialog } = await openManage(user));
    await user.type(dialog.getByLabelText('Amount (฿)'), '3500');
    await user.type(dialog.getByLabelText('Reason (the gamer sees it)'), 'Tournament prize');
    wallets[0] = walletOf(alice, '4999.99', '8500.00');
    await user.click(dialog.getByRole('button', { name: 'Credit wallet' }));
    expect(await screen.findByText('Credited ฿3,500.00 to Alice Wong; Remaining Credits now ฿4,999.99.')).toBeTruthy();
    const card = within(screen.getByRole('listitem', { name: 'Alice Wong' }));
    await card.findByText('฿4,999.99');
    expect(card.getByText('฿4,999.99').className).toBe('credit-level credit-level--high');
    expect(card.getByText('Total Credits').nextElementSibling?.textContent).toBe('฿8,500.00');
  });
});
