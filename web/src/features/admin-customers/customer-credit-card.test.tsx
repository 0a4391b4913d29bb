import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerCreditCard, MANAGE_COMING_SOON } from './customer-credit-card';

const record = {
  id: 7,
  ordersCount: 12,
  totalCredits: '5000.00',
  remainingCredits: '1499.99',
  customer: { id: 42, name: 'Somchai Jaidee', email: 'somchai@example.com' },
};

function renderCard(onViewProfile = vi.fn()) {
  render(
    <>
      <p id="manage-hint">{MANAGE_COMING_SOON}</p>
      <ul>
        <CustomerCreditCard record={record} onViewProfile={onViewProfile} manageHintId="manage-hint" />
      </ul>
    </>,
  );
  return within(screen.getByRole('listitem', { name: 'Somchai Jaidee' }));
}

describe('CustomerCreditCard', () => {
  it('shows the user id, orders, total and remaining credits in baht', () => {
    const card = renderCard();
    expect(card.getByText('somchai@example.com')).toBeTruthy();
    expect(card.getByText('User ID').nextElementSibling?.textContent).toBe('42');
    expect(card.getByText('Orders').nextElementSibling?.textContent).toBe('12');
    expect(card.getByText('Total Credits').nextElementSibling?.textContent).toBe('฿5,000.00');
    expect(card.getByText('Remaining Credits').nextElementSibling?.textContent).toBe('฿1,499.99');
  });

  it('colours remaining credits below 1500 red', () => {
    const card = renderCard();
    expect(card.getByText('฿1,499.99').className).toBe('credit-level credit-level--low');
  });

  it('asks for the profile of the card’s customer on View Profile', async () => {
    const onViewProfile = vi.fn();
    const card = renderCard(onViewProfile);
    await userEvent.click(card.getByRole('button', { name: 'View Profile' }));
    expect(onViewProfile).toHaveBeenCalledWith(42);
  });

  it('disables Manage and says why, as tooltip and as description', () => {
    const manage = renderCard().getByRole('button', { name: 'Manage' });
    expect((manage as HTMLButtonElement).disabled).toBe(true);
    expect(manage.title).toBe(MANAGE_COMING_SOON);
    expect(manage.getAttribute('aria-describedby')).toBe('manage-hint');
    expect(screen.getByRole('button', { name: 'Manage', description: MANAGE_COMING_SOON })).toBe(manage);
  });
});
