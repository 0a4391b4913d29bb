import type { ApolloLink } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import type { EditableRobuxAccount } from './robux-account-form';
import { CreateRobuxAccountMutation, RobuxAccountFormModal, UpdateRobuxAccountMutation } from './robux-account-form-modal';
import { listing } from './robux-accounts-test-data';
import { inLanguage } from '../../test-support/in-language';

const STORED: EditableRobuxAccount = { id: 'RBX-10041', robux: 1500, rate: '100.00', accountType: 'Email verified', guaranteeDays: 3, notes: 'Old note', hasLogin: true };

/** The server: both mutations answer with `answer(variables)`; every request's variables are kept. */
function accountServer(answer: (variables: Record<string, unknown>) => ApolloLink.Result) {
  const sent: Record<string, unknown>[] = [];
  const mock = (query: MockedResponse['request']['query']): MockedResponse => ({
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return answer(variables);
    },
  });
  return { sent, mocks: [mock(CreateRobuxAccountMutation), mock(UpdateRobuxAccountMutation)] };
}

function renderModal(mocks: MockedResponse[], account?: EditableRobuxAccount) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const onConflict = vi.fn();
  render(
    inLanguage(
      'en',
    <MockedProvider mocks={mocks} cache={createAdminCache()}>
      <RobuxAccountFormModal account={account} onClose={onClose} onSaved={onSaved} onConflict={onConflict} />
    </MockedProvider>,
    ),
  );
  return { onClose, onSaved, onConflict };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const fieldError = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('admin-error'))?.textContent;
};
describe('RobuxAccountFormModal: Add account', () => {
  it('sends what was typed, leaving blanks out so the server numbers the id and applies its default guarantee', async () => {
    const user = userEvent.setup();
    const server = accountServer(() => ({ data: { createRobuxAccount: listing('RBX-10042', { robux: 2500, rate: '88.50', price: '221.25' }) } }));
    const { onSaved } = renderModal(server.mocks);
    await user.type(field('Robux'), '2500');
    await user.type(field('Rate (฿ per 1,000 Robux)'), '88.5');
    expect(screen.getByText('Price about ฿221.25; the server works out the exact price when you save.')).toBeTruthy();
    await user.type(field('Account type'), '  Email verified ');
    await user.type(field('Username'), 'builder_bob');
    await user.type(field('Password'), ' pass word ');
    await user.type(field('Recovery e-mail'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'RBX-10042', price: '221.25' })));
    expect(server.sent).toEqual([
      {
        input: {
          robux: 2500,
          rate: '88.5',
          accountType: 'Email verified',
          login: { username: 'builder_bob', password: ' pass word ', recoveryEmail: 'bob@example.com' },
        },
      },
    ]);
  });

  it('sends the id, guarantee and notes when given, and no login when its fields are empty', async () => {
    const user = userEvent.setup();
    const server = accountServer(() => ({ data: { createRobuxAccount: listing('RBX-20001', { hasLogin: false }) } }));
    renderModal(server.mocks);
    expect(screen.getByText('Stored sealed and never shown in the list. Without a login the listing is not for sale.')).toBeTruthy();
    await user.type(field('ID (optional)'), 'RBX-20001');
    await user.type(field('Robux'), '1000');
    await user.type(field('Rate (฿ per 1,000 Robux)'), '100');
    await user.type(field('Account type'), 'Unverified');
    await user.type(field('Guarantee (days)'), '0');
    await user.type(field('Notes'), 'Spare');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({ input: { id: 'RBX-20001', robux: 1000, rate: '100', accountType: 'Unverified', guaranteeDays: 0, notes: 'Spare' } });
  });

  it('asks for the required fields itself, without a request', async () => {
    const user = userEvent.setup();
    const server = accountServer(() => ({ data: null }));
    renderModal(server.mocks);
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(fieldError('Robux')).toBe('Enter the Robux on the account.');
    expect(fieldError('Rate (฿ per 1,000 Robux)')).toBe('Enter the rate in baht per 1,000 Robux.');
    expect(fieldError('Account type')).toBe('Enter the account type, e.g. Email verified.');
    expect(field('Robux').getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toEqual([]);
    await user.type(field('Robux'), '5');
    expect(fieldError('Robux')).toBeUndefined();
  });

  it("shows the server's reasons beside the fields they concern, and keeps the form open", async () => {
    const user = userEvent.setup();
    const refusal = new GraphQLError('rate must be from 1.00 to 1000.00 baht per 1,000 Robux; login.username is required', {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'rate', message: 'must be from 1.00 to 1000.00 baht per 1,000 Robux', reason: 'INVALID' },
          { field: 'login.username', message: 'is required', reason: 'REQUIRED' },
        ],
      },
    });
    const server = accountServer(() => ({ errors: [refusal] }));
    const { onSaved } = renderModal(server.mocks);
    await user.type(field('Robux'), '1000');
    await user.type(field('Rate (฿ per 1,000 Robux)'), '1500');
    await user.type(field('Account type'), 'Unverified');
    await user.type(field('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    await waitFor(() => expect(fieldError('Rate (฿ per 1,000 Robux)')).toBe('Rate must be from 1.00 to 1000.00 baht per 1,000 Robux'));
    expect(fieldError('Username')).toBe('Username is required');
    expect(server.sent[0]).toMatchObject({ input: { login: { username: '', password: 'secret' } } });
    expect(onSaved).not.toHaveBeenCalled();
    // The reasons are beside the fields: no second copy of the whole message at the bottom.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Rate must be from 1.00 to 1000.00 baht per 1,000 Robux', 'Username is required']);
  });

  it('shows an id already used under the ID field', async () => {
    const user = userEvent.setup();
    const taken = new GraphQLError('RBX-10001 is already used by another listing; choose another id or leave it out', {
      extensions: { code: 'CONFLICT', fields: [{ field: 'id', message: 'is already used', reason: 'TAKEN' }] },
    });
    const { onConflict } = renderModal(accountServer(() => ({ errors: [taken] })).mocks);
    await user.type(field('ID (optional)'), 'RBX-10001');
    await user.type(field('Robux'), '1000');
    await user.type(field('Rate (฿ per 1,000 Robux)'), '100');
    await user.type(field('Account type'), 'Unverified');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(fieldError('ID (optional)')).toBe('ID is already used'));
    expect(onConflict).not.toHaveBeenCalled();
  });
});

describe('RobuxAccountFormModal: Edit', () => {
  it('opens on the listing with the login fields empty, and sends only what changed', async () => {
    const user = userEvent.setup();
    const server = accountServer(({ input }) => ({ data: { updateRobuxAccount: listing('RBX-10041', { rate: '120.00', price: '180.00', ...(input as object) }) } }));
    const { onSaved } = renderModal(server.mocks, STORED);
    expect(screen.getByRole('dialog', { name: 'Edit RBX-10041' })).toBeTruthy();
    expect(screen.queryByLabelText('ID (optional)')).toBeNull();
    expect([field('Robux').value, field('Rate (฿ per 1,000 Robux)').value, field('Account type').value, field('Guarantee (days)').value, field('Notes').value]).toEqual([
      '1500', '100.00', 'Email verified', '3', 'Old note',
    ]);
    expect([field('Username').value, field('Password').value]).toEqual(['', '']);
    expect(screen.getByText('Leave empty to keep the stored login. Anything typed here replaces it.')).toBeTruthy();

    await user.clear(field('Rate (฿ per 1,000 Robux)'));
    await user.type(field('Rate (฿ per 1,000 Robux)'), '120');
    await user.clear(field('Notes'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.sent).toEqual([{ id: 'RBX-10041', input: { rate: '120', notes: '' } }]);
  });

  it('replaces the stored login when one is typed', async () => {
    const user = userEvent.setup();
    const server = accountServer(() => ({ data: { updateRobuxAccount: listing('RBX-10041') } }));
    renderModal(server.mocks, STORED);
    await user.type(field('Username'), 'new_owner');
    await user.type(field('Password'), 'n3w');
    await user.type(field('Login notes'), 'Reset on 1 Dec');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({ id: 'RBX-10041', input: { login: { username: 'new_owner', password: 'n3w', notes: 'Reset on 1 Dec' } } });
  });

  it('closes without a request when nothing changed', async () => {
    const user = userEvent.setup();
    const server = accountServer(() => ({ data: null }));
    const { onClose } = renderModal(server.mocks, STORED);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onClose).toHaveBeenCalled();
    expect(server.sent).toEqual([]);
  });

  it("shows the server's CONFLICT reason when the listing was reserved meanwhile", async () => {
    const user = userEvent.setup();
    const reserved = 'Robux account RBX-10041 is reserved by order RS-100009, awaiting payment; it cannot be changed';
    const server = accountServer(() => ({ errors: [new GraphQLError(reserved, { extensions: { code: 'CONFLICT' } })] }));
    const { onSaved, onConflict } = renderModal(server.mocks, STORED);
    await user.clear(field('Robux'));
    await user.type(field('Robux'), '2000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Could not save RBX-10041: ${reserved}`);
    expect(onSaved).not.toHaveBeenCalled();
    // The list behind is read again, so the row shows the listing as reserved once this closes.
    expect(onConflict).toHaveBeenCalledTimes(1);
  });
});
