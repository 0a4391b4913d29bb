import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../lib/i18n';
import { inLanguage } from '../../test-support/in-language';
import { CustomerCreditCard } from './customer-credit-card';

const MANAGE_NOT_ALLOWED = 'Your role cannot change wallets.';
import { wholeText } from '../../test-support/whole-text';


const wallet = {
  ordersCount: 12,
  totalCredited: '5000.00',
  balance: '1499.99',
  customer: { id: 42, name: 'Somchai Jaidee', email: 'somchai@example.com' },
};

function renderCard({ onViewProfile = vi.fn(), onManage, language = 'en' }: { onViewProfile?: () => void; onManage?: () => void; language?: Language } = {}) {
  render(
    inLanguage(
      language,
    <>
      <p id="manage-hint">{MANAGE_NOT_ALLOWED}</p>
      <ul>
        <CustomerCreditCard wallet={wallet} onViewProfile={onViewProfile} onManage={onManage} manageHintId="manage-hint" />
      </ul>
    </>,
    ),
  );
  return within(screen.getByRole('listitem', { name: 'Somchai Jaidee' }));
}

describe('CustomerCreditCard', () => {
  it('shows the user id, orders, everything credited and the balance in baht', () => {
    const card = renderCard();
    expect(card.getByText(wholeText('somchai@example.com'))).toBeTruthy();
    expect(card.getByText('User ID').nextElementSibling?.textContent).toBe('42');
    expect(card.getByText('Orders').nextElementSibling?.textContent).toBe('12');
    expect(card.getByText('Total Credits').nextElementSibling?.textContent).toBe('฿5,000.00');
    expect(card.getByText('Remaining Credits').nextElementSibling?.textContent).toBe('฿1,499.99');
  });

  it('colours a balance below 1500 red', () => {
    const card = renderCard();
    expect(card.getByText('฿1,499.99').className).toBe('credit-level credit-level--low');
  });

  it('asks for the profile of the card’s customer on View Profile', async () => {
    const onViewProfile = vi.fn();
    const card = renderCard({ onViewProfile });
    await userEvent.click(card.getByRole('button', { name: 'View Profile' }));
    expect(onViewProfile).toHaveBeenCalledWith(42);
  });

  it('opens Manage for the card’s wallet when the admin may change wallets', async () => {
    const onManage = vi.fn();
    const manage = renderCard({ onManage }).getByRole('button', { name: 'Manage' });
    expect((manage as HTMLButtonElement).disabled).toBe(false);
    expect(manage.getAttribute('aria-describedby')).toBeNull();
    await userEvent.click(manage);
    expect(onManage).toHaveBeenCalledWith(wallet);
  });

  it('disables Manage otherwise, and says why as tooltip and as description', () => {
    const manage = renderCard().getByRole('button', { name: 'Manage' });
    expect((manage as HTMLButtonElement).disabled).toBe(true);
    expect(manage.title).toBe(MANAGE_NOT_ALLOWED);
    expect(screen.getByRole('button', { name: 'Manage', description: MANAGE_NOT_ALLOWED })).toBe(manage);
  });
});
