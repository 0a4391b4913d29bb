import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../gql';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CartProvider } from '../cart/cart-context';
import { ItemCard, ItemCardFragment } from './item-card';

const card = (nameTh: string | null) =>
  makeFragmentData(
    {
      id: 87,
      name: 'Permanent Dragon',
      nameTh,
      price: '18399.80',
      oldPrice: null,
      rarity: 'Mythical',
      stock: 5,
      thumbnailUrl: '/images/items/dragon.thumb.webp',
      category: { id: 1, name: 'Blox Fruits', comingSoon: false },
    },
    ItemCardFragment,
  );

function renderCard(language: Language, nameTh: string | null) {
  render(
    <LanguageProvider initial={language}>
      <CartProvider>
        <ul>
          <ItemCard item={card(nameTh)} />
        </ul>
      </CartProvider>
    </LanguageProvider>,
  );
}

afterEach(() => window.localStorage.clear());

describe('ItemCard names the item in the page’s language', () => {
  it('shows the Thai name on a Thai page: heading, picture and add button', () => {
    renderCard('th', 'ผลมังกร ถาวร');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('ผลมังกร ถาวร');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('ผลมังกร ถาวร');
    expect(screen.getByRole('button').getAttribute('aria-label')).toContain('ผลมังกร ถาวร');
    expect(screen.queryByText('Permanent Dragon')).toBeNull();
  });

  it('shows the English name on an English page, whatever the Thai name', () => {
    renderCard('en', 'ผลมังกร ถาวร');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Permanent Dragon');
    expect(screen.queryByText('ผลมังกร ถาวร')).toBeNull();
  });

  it('puts the item in the cart with its Thai name beside the English one, so the cart names it as the card did', async () => {
    renderCard('th', 'ผลมังกร ถาวร');
    await userEvent.setup().click(screen.getByRole('button'));
    await vi.waitFor(() => expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ id: 87, name: 'Permanent Dragon', nameTh: 'ผลมังกร ถาวร' })]));
  });

  it('falls back to the English name on a Thai page when the item has no Thai name', () => {
    renderCard('th', null);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Permanent Dragon');
  });
});
