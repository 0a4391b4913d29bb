import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomerProfileQuery } from './customer-profile-modal';
import PersonalSettingsPage, { CustomerCreditsQuery } from './personal-settings-page';

const customer = (id: number, name: string, email: string) => ({ __typename: 'Customer' as const, id, name, email });
const credit = (id: number, remainingCredits: string, who: ReturnType<typeof customer>) => ({
  __typename: 'CustomerCredit' as const,
  id,
  ordersCount: id * 3,
  totalCredits: '5000.00',
  remainingCredits,
  customer: who,
});
const somchai = customer(11, 'Somchai Jaidee', 'somchai@example.com');
const alice = customer(12, 'Alice Wong', 'alice@example.org');
const credits = [credit(1, '3000.00', somchai), credit(2, '1499.99', alice)];

const creditsAnswer = (customerCredits: typeof credits): MockedResponse => ({
  request: { query: CustomerCreditsQuery },
  result: { data: { customerCredits } },
  delay: 10,
});
const aliceProfile: MockedResponse = {
  request: { query: CustomerProfileQuery, variables: { customerId: 12 } },
  result: {
    data: {
      customerProfile: {
        __typename: 'CustomerProfile',
        customer: { ...alice, username: null, picture: null, createdAt: '2026-03-01T17:30:00.000Z' },
        credit: { __typename: 'CustomerCredit', id: 2, ordersCount: 6, totalCredits: '5000.00', remainingCredits: '1499.99' },
        recentTransactions: [
          { __typename: 'Transaction', id: 9, type: 'WITHDRAWAL', status: 'PENDING', amount: '-250.50', method: 'PromptPay', date: '2026-11-20' },
          { __typename: 'Transaction', id: 8, type: 'DEPOSIT', status: 'COMPLETED', amount: '1000.00', method: 'Bank Transfer', date: '2026-11-02' },
        ],
      },
    },
  },
};

function renderPage(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <PersonalSettingsPage />
    </MockedProvider>,
  );
}

describe('PersonalSettingsPage', () => {
  it('shows a spinner, then one card per credit record', async () => {
    renderPage([creditsAnswer(credits)]);
    expect(screen.getByRole('status').textContent).toContain('Loading customer credits');
    const list = await screen.findByRole('list', { name: 'Customer credits' });
    expect(within(list).getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Somchai Jaidee',
      'Alice Wong',
    ]);
  });

  it('says so when there are no credit records', async () => {
    renderPage([creditsAnswer([])]);
    expect(await screen.findByText('No customer credit records yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the server's reason when the request fails", async () => {
    renderPage([{ request: { query: CustomerCreditsQuery }, result: { errors: [new GraphQLError('Access denied: VIEW_CUSTOMERS')] } }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching customer credits: Access denied: VIEW_CUSTOMERS');
  });

  it('filters the cards as the search text changes', async () => {
    const user = userEvent.setup();
    renderPage([creditsAnswer(credits)]);
    const search = await screen.findByRole('searchbox', { name: 'Search customers' });
    await user.type(search, 'EXAMPLE.ORG');
    expect(screen.getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Alice Wong']);
    expect(screen.getByText('1 of 2 customers')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No customer matches “nobody”.')).toBeTruthy();
  });

  it("opens the customer's profile with signed amounts and statuses, and closes it again", async () => {
    const user = userEvent.setup();
    renderPage([creditsAnswer(credits), aliceProfile]);
    const aliceCard = await screen.findByRole('listitem', { name: 'Alice Wong' });
    await user.click(within(aliceCard).getByRole('button', { name: 'View Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer Profile' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2026-11-20', 'Withdrawal', '-฿250.50', 'PromptPay', 'Pending'],
      ['2026-11-02', 'Deposit', '+฿1,000.00', 'Bank Transfer', 'Completed'],
    ]);
    expect(within(dialog).getByText('Joined').nextElementSibling?.textContent).toBe('2026-03-02');
    expect(within(dialog).getByText('alice@example.org')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
