import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from '../cart/cart-context';
import { CartToast } from '../cart/cart-toast';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { BestSellers, HomeBestSellersQuery } from './best-sellers';
import { GamesGrid, HomeGamesQuery } from './games-grid';

const game = (id: number, name: string, comingSoon = false) => ({
  __typename: 'Category' as const,
  id,
  name,
  thumbnailUrl: `/images/games/${id}.svg`,
  comingSoon,
});

const item = (id: number, name: string, type: string, price: string, oldPrice: string | null, stock = 5, game = { id: 1, name: 'Blox Fruits', comingSoon: false }) => ({
  __typename: 'Item' as const,
  id,
  name,
  nameTh: null,
  type,
  price,
  oldPrice,
  stock,
  thumbnailUrl: `/images/items/${id}.svg`,
  category: { __typename: 'Category' as const, ...game },
});

const mocks = [
  {
    request: { query: HomeGamesQuery },
    result: { data: { categories: [game(1, 'Blox Fruits'), game(2, 'Rivals'), game(6, 'Murder Mystery 2', true)] } },
  },
  {
    request: { query: HomeBestSellersQuery },
    result: {
      data: {
        items: {
          __typename: 'ItemPage' as const,
          items: [
            item(87, 'Permanent Dragon', 'PERMANENT_FRUIT', '18399.80', null, 1),
            item(85, 'Permanent Kitsune', 'PERMANENT_FRUIT', '14719.70', '15999.00'),
            item(90, 'Seer', 'OTHER', '129.00', null, 40, { id: 6, name: 'Murder Mystery 2', comingSoon: true }),
          ],
        },
      },
    },
  },
];

function CartLines() {
  const { lines } = useCart();
  return <output aria-label="cart">{lines.map((line) => `${line.kind}:${line.id}:${line.unitPrice}`).join(',')}</output>;
}

function renderHome(children: ReactNode, language: Language = 'th') {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <LanguageProvider initial={language}>
          <CartProvider>
            {children}
            <CartLines />
            <CartToast />
          </CartProvider>
        </LanguageProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('GamesGrid', () => {
  it('links each game to its store page and marks the coming-soon game without a link', async () => {
    renderHome(<GamesGrid />);
    expect(screen.getByRole('heading', { name: 'เกมของเรา' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Blox Fruits' })).getAttribute('href')).toBe('/store?game=1');
    expect(screen.getByRole('link', { name: 'Rivals' }).getAttribute('href')).toBe('/store?game=2');
    const soonCard = screen.getByText('Murder Mystery 2').closest('li')!;
    expect(within(soonCard).getByText('เร็ว ๆ นี้!')).toBeTruthy();
    expect(within(soonCard).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('listitem').map((card) => card.textContent)).toEqual(['Blox Fruits', 'Rivals', 'Murder Mystery 2 เร็ว ๆ นี้!']);
  });
});

describe('BestSellers', () => {
  it('shows each item with its type, price and struck-through original price, and adds it to the cart', async () => {
    const user = userEvent.setup();
    renderHome(<BestSellers />, 'en');
    const kitsune = (await screen.findByRole('heading', { name: 'Permanent Kitsune' })).closest('li')!;
    expect(within(kitsune).getByText('Permanent Fruit')).toBeTruthy();
    expect(within(kitsune).getByText('฿14,719.70')).toBeTruthy();
    expect(kitsune.querySelector('s')?.textContent).toBe('Original price ฿15,999.00');
    const dragon = screen.getByRole('heading', { name: 'Permanent Dragon' }).closest('li')!;
    expect(dragon.querySelector('s')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add to cart: Permanent Kitsune' }));
    expect(screen.getByLabelText('cart').textContent).toBe('item:85:14719.70');
    expect(document.querySelector('.status-toast')!.textContent).toBe('Permanent Kitsune added to the cart');
  });

  it('shows an item of a game marked Soon as not for sale yet, with no add button', async () => {
    renderHome(<BestSellers />, 'en');
    const seer = (await screen.findByRole('heading', { name: 'Seer' })).closest('li')!;
    expect(within(seer).getByText('Coming soon: not for sale yet')).toBeTruthy();
    expect(within(seer).queryByRole('button')).toBeNull();
  });

  it('adds no more than the stock the server reported, and says so', async () => {
    const user = userEvent.setup();
    renderHome(<BestSellers />, 'en');
    const add = await screen.findByRole('button', { name: 'Add to cart: Permanent Dragon' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByLabelText('cart').textContent).toBe('item:87:18399.80');
    expect(document.querySelector('.status-toast')!.textContent).toBe('Only 1 Permanent Dragon can be ordered, and it is in your cart');
  });
});
