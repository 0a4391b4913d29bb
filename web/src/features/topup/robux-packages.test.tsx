import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from '../cart/cart-context';
import { CartToast } from '../cart/cart-toast';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { RobuxPackages, TopUpPackagesQuery } from './robux-packages';

const packages = [
  { __typename: 'RobuxPackage' as const, id: 1, amount: 80, price: '35.00', thumbnailUrl: '/images/robux/robux-80.svg' },
  { __typename: 'RobuxPackage' as const, id: 6, amount: 10000, price: '3500.00', thumbnailUrl: '/images/robux/robux-10000.svg' },
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
