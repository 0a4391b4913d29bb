import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from '../cart/cart-context';
import { CartToast } from '../cart/cart-toast';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { RobuxPackages, TopUpPackagesQuery } from './robux-packages';

const packages = [
  { __typename: 'RobuxPackage' as const, id: 1, amount: 80, price: '35.00', thumbnailUrl: '/images/robux/robux-80.svg', gamepassPrice: 115, rate: '437.50' },
  { __typename: 'RobuxPackage' as const, id: 6, amount: 10000, price: '3500.00', thumbnailUrl: '/images/robux/robux-10000.svg', gamepassPrice: 14286, rate: '350.00' },
];

function CartSummary() {
  const { lines, total } = useCart();
  return <output aria-label="cart">{`${lines.map((line) => `${line.kind}:${line.id}:${line.name}x${line.quantity}`).join(',')} ${total}`}</output>;
}

function renderPackages(robuxPackages: typeof packages, language: Language = 'th', extra?: ReactNode) {
  render(
    <MockedProvider mocks={[{ request: { query: TopUpPackagesQuery }, result: { data: { robuxPackages } }, delay: 20 }]}>
      <LanguageProvider initial={language}>
        <CartProvider>
          <RobuxPackages />
          <CartToast />
          {extra}
        </CartProvider>
      </LanguageProvider>
    </MockedProvider>,
  );
}

describe('RobuxPackages', () => {
  it("says it is loading the packages and then shows each package with its price and add button", async () => {
    renderPackages(packages);
    expect(screen.getByText('กำลังโหลดแพ็กเกจ…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '80 ROBUX' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '10,000 ROBUX' })).toBeTruthy();
    expect(screen.getByText('฿35.00')).toBeTruthy();
    expect(screen.getAllByText('เพิ่มลงตะกร้า')).toHaveLength(2);
    expect(screen.queryByText('กำลังโหลดแพ็กเกจ…')).toBeNull();
  });

  it('shows on each package the gamepass price to set and its rate per 1,000 Robux, as the server gives them', async () => {
    renderPackages(packages);
    const small = within((await screen.findByRole('heading', { name: '80 ROBUX' })).closest('li')!);
    expect(small.getByText('ราคา Gamepass').nextSibling?.textContent).toBe('115 ROBUX');
    expect(small.getByText('เรท (บาท/1,000 Robux)').nextSibling?.textContent).toBe('437.50');
    const large = within(screen.getByRole('heading', { name: '10,000 ROBUX' }).closest('li')!);
    expect(large.getByText('ราคา Gamepass').nextSibling?.textContent).toBe('14,286 ROBUX');
    // A whole rate reads as the accounts table writes one: "350", not "350.00".
    expect(large.getByText('เรท (บาท/1,000 Robux)').nextSibling?.textContent).toBe('350');
  });

  it('words the gamepass price and rate in English on the English page', async () => {
    renderPackages(packages, 'en');
    const small = within((await screen.findByRole('heading', { name: '80 ROBUX' })).closest('li')!);
    expect(small.getByText('Gamepass price').nextSibling?.textContent).toBe('115 ROBUX');
    expect(small.getByText('RATE (baht/1,000 Robux)').nextSibling?.textContent).toBe('437.50');
  });

  it("says there are no packages when the server has none", async () => {
    renderPackages([]);
    expect(await screen.findByText('ยังไม่มีแพ็กเกจ Robux ในขณะนี้')).toBeTruthy();
  });

  it('adds the package to the cart as a Robux line named by its amount', async () => {
    const user = userEvent.setup();
    renderPackages(packages, 'en', <CartSummary />);
    await user.click(await screen.findByRole('button', { name: 'Add to cart: 80 ROBUX' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: 80 ROBUX' }));
    expect(screen.getByText('80 ROBUX added to the cart')).toBeTruthy();
    expect(screen.getByLabelText('cart').textContent).toBe('robux:1:80 ROBUXx2 70.00');
  });
});
