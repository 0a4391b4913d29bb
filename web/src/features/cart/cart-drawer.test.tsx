import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import { useCustomerSession } from '../customer-session/session-context';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';
import type { CartLine } from './cart-model';

const savedCart: CartLine[] = [
  { kind: 'item', id: 3, name: 'Dragon', unitPrice: '404.43', imageUrl: '/images/items/dragon.svg', quantity: 3 },
  { kind: 'robux', id: 1, name: '80 ROBUX', unitPrice: '35.00', imageUrl: '/images/robux/robux-80.svg', quantity: 1 },
];

type PreviewRequest = { itemId?: number; packageId?: number; accountId?: string; quantity: number };

/**
 * A stand-in for the API's checkoutPreview, as the drawer asks it: items in `stock` (10 of each unless told,
 * an id missing from a given table no longer sold, 'SOON' one of a game not open yet), packages without limit, accounts for sale.
 */
function fakeShop(stock: Record<number, number | 'SOON'> = {}, thaiNames: Record<number, string> = {}) {
  const asked: PreviewRequest[][] = [];
  const lineStatus = (line: PreviewRequest) => {
    if (line.itemId === undefined) return { status: 'OK', available: line.accountId ? 1 : null };
    const available = Object.keys(stock).length === 0 ? 10 : stock[line.itemId];
    if (available === undefined) return { status: 'UNAVAILABLE', available: null };
    if (available === 'SOON') return { status: 'COMING_SOON', available: 10 };
    return { status: available < line.quantity ? 'OUT_OF_STOCK' : 'OK', available };
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const lines = operation.variables.lines as PreviewRequest[];
        asked.push(lines);
        const answer = lines.map((line) => ({
          __typename: 'PreviewLine',
          itemId: line.itemId ?? null,
          packageId: line.packageId ?? null,
          accountId: line.accountId ?? null,
          quantity: line.quantity,
          robuxAmount: line.accountId ? 5000 : null,
          nameTh: line.itemId === undefined ? null : (thaiNames[line.itemId] ?? null),
          ...lineStatus(line),
        }));
        observer.next({ data: { checkoutPreview: { __typename: 'CheckoutPreview', lines: answer } } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

async function openSavedCart(lines: CartLine[] = savedCart, stock?: Record<number, number | 'SOON'>, thaiNames?: Record<number, string>) {
  window.localStorage.setItem('cart', JSON.stringify(lines));
  const user = userEvent.setup();
  const view = renderInStorefront(
    <>
      <CartButton />
      <CartDrawer />
    </>,
    { client: fakeShop(stock, thaiNames).client },
  );
  await user.click(screen.getByRole('button', { name: /^(ตะกร้าสินค้า|Cart,) / }));
  return { user, view, dialog: screen.getByRole('dialog', { name: /^(ตะกร้าสินค้า|Your cart)/ }) };
}

const lineOf = (name: string) => screen.getByText(name).closest('li')!;

describe('cart button', () => {
  it('names the cart and its piece count, and shows the count as a badge', () => {
    window.localStorage.setItem('cart', JSON.stringify(savedCart));
    renderInStorefront(<CartButton />);
    const button = screen.getByRole('button', { name: 'ตะกร้าสินค้า 4 ชิ้น' });
    expect(button.textContent).toBe('4');
  });

  it('shows no badge on an empty cart', () => {
    renderInStorefront(<CartButton />);
    expect(screen.getByRole('button', { name: 'ตะกร้าสินค้า 0 ชิ้น' }).textContent).toBe('');
  });

  it('follows the cart changed in another tab', () => {
    renderInStorefront(<CartButton />);
    const text = JSON.stringify(savedCart);
    window.localStorage.setItem('cart', text);
    // The browser tells the other tabs; this one heard nothing of its own write until then.
    expect(screen.getByRole('button', { name: 'ตะกร้าสินค้า 0 ชิ้น' })).toBeTruthy();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: text })));
    expect(screen.getByRole('button', { name: 'ตะกร้าสินค้า 4 ชิ้น' }).textContent).toBe('4');
    window.localStorage.clear();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(screen.getByRole('button', { name: 'ตะกร้าสินค้า 0 ชิ้น' }).textContent).toBe('');
  });
});

describe('cart drawer', () => {
  it('shows the placeholder for a line whose picture is missing or fails, and stops there', async () => {
    await openSavedCart([{ ...savedCart[0]! }, { ...savedCart[1]!, imageUrl: '' }]);
    const [dragon, robux] = ['Dragon', '80 ROBUX'].map((name) => lineOf(name).querySelector('img')!);
    expect(robux.getAttribute('src')).toBe('/images/placeholder.svg');
    expect(dragon.getAttribute('src')).toBe('/images/items/dragon.svg');
    fireEvent.error(dragon);
    expect(dragon.getAttribute('src')).toBe('/images/placeholder.svg');
    // A missing placeholder must not start a loop of errors.
    fireEvent.error(dragon);
    expect(dragon.getAttribute('src')).toBe('/images/placeholder.svg');
  });

  it('lists items and packages with unit price, quantity, line price and the exact total', async () => {
    const { dialog } = await openSavedCart();
    const dragon = lineOf('Dragon');
    expect(within(dragon).getByText(/฿404\.43/)).toBeTruthy();
    expect(within(dragon).getByRole('group', { name: 'จำนวนของ Dragon' }).textContent).toContain('3');
    expect(within(dragon).getByText('฿1,213.29')).toBeTruthy();
    expect(within(lineOf('80 ROBUX')).getByText(/แพ็กเกจ Robux/)).toBeTruthy();
    expect(within(dialog).getByText('฿1,248.29')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ดำเนินการสั่งซื้อ' })).toBeTruthy();
  });

  it('shows a Robux account as one account, named in Thai, with no quantity stepper but a remove button', async () => {
    // Named in English when it was added: a Thai page still words it in Thai, with the Robux the shop reports.
    const account: CartLine = { kind: 'account', id: 'RBX-10007', name: 'Robux account RBX-10007 (5,000 ROBUX)', unitPrice: '475.00', imageUrl: '', quantity: 1 };
    const { user, dialog } = await openSavedCart([savedCart[0]!, account]);
    const line = within((await screen.findByText('บัญชี Robux RBX-10007 (5,000 ROBUX)')).closest('li')!);
    expect(line.getByText('บัญชี Robux · ฿475.00')).toBeTruthy();
    expect(line.getByText('1 บัญชี')).toBeTruthy();
    expect(line.queryByRole('group')).toBeNull();
    expect(within(dialog).getByText('฿1,688.29')).toBeTruthy();
    await user.click(line.getByRole('button', { name: 'ลบ บัญชี Robux RBX-10007 (5,000 ROBUX) ออกจากตะกร้า' }));
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toEqual([savedCart[0]]);
  });

  it('names an item by the Thai name the shop reports, even on a line stored without one, or else by the one it was added with', async () => {
    // Item 4 is no longer sold (not in the stock table): the shop reports no name for it, so the cart's own stands.
    const thaiBlade: CartLine = { kind: 'item', id: 4, name: 'Dark Blade', nameTh: 'ดาบดำ', unitPrice: '100.00', imageUrl: '', quantity: 1 };
    await openSavedCart([savedCart[0]!, thaiBlade], { 3: 10 }, { 3: 'ผลมังกร' });
    expect(await screen.findByText('ผลมังกร')).toBeTruthy();
    expect(await screen.findByText('สินค้านี้ไม่มีขายแล้ว โปรดลบออกจากตะกร้า')).toBeTruthy();
    expect(screen.getByText('ดาบดำ')).toBeTruthy();
    expect(screen.queryByText('Dragon')).toBeNull();
    expect(screen.queryByText('Dark Blade')).toBeNull();
  });

  it('moves focus into the drawer when it opens', async () => {
    const { dialog } = await openSavedCart();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('changes quantities with − and +, updating the total and the badge', async () => {
    const { user, dialog } = await openSavedCart();
    await user.click(screen.getByRole('button', { name: 'ลดจำนวน Dragon' }));
    expect(within(dialog).getByText('฿843.86')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'เพิ่มจำนวน 80 ROBUX' }));
    expect(within(dialog).getByText('฿878.86')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ตะกร้าสินค้า 4 ชิ้น', hidden: true })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'ลดจำนวน 80 ROBUX' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('removes a line and keeps the change in localStorage', async () => {
    const { user, dialog } = await openSavedCart();
    await user.click(screen.getByRole('button', { name: 'ลบ Dragon ออกจากตะกร้า' }));
    expect(within(dialog).queryByText('Dragon')).toBeNull();
    expect(within(dialog).getAllByText('฿35.00').length).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toEqual([savedCart[1]]);
  });

  it('shows the empty state after the last line goes', async () => {
    const { user, dialog } = await openSavedCart([savedCart[1]!]);
    await user.click(screen.getByRole('button', { name: 'ลบ 80 ROBUX ออกจากตะกร้า' }));
    expect(within(dialog).getByText('ยังไม่มีสินค้าในตะกร้า')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'ไปที่ร้านค้า' })).toBeTruthy();
    expect(within(dialog).getByText('฿0.00')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'ดำเนินการสั่งซื้อ' })).toBeNull();
  });

  it('clear cart empties it', async () => {
    const { user, dialog } = await openSavedCart();
    await user.click(within(dialog).getByRole('button', { name: 'ล้างตะกร้า' }));
    expect(within(dialog).getByText('ยังไม่มีสินค้าในตะกร้า')).toBeTruthy();
  });

  it('closes on ×, returning focus to the cart button', async () => {
    const { user } = await openSavedCart();
    await user.click(screen.getByRole('button', { name: 'ปิดตะกร้า' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^ตะกร้าสินค้า \d/ }));
  });

  it('closes on Escape', async () => {
    const { user } = await openSavedCart();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop but not inside the panel', async () => {
    const { user, view, dialog } = await openSavedCart();
    await user.click(within(dialog).getByText('Dragon'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(view.container.querySelector('.cart-drawer__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('cart drawer and the stock the server reports', () => {
  it('stops + at the stock and shows it on the line', async () => {
    const { user } = await openSavedCart([{ ...savedCart[0]!, quantity: 2 }], { 3: 3 });
    const dragon = within(lineOf('Dragon'));
    expect(await dragon.findByText('มีสินค้า 3 ชิ้น')).toBeTruthy();
    const increase = dragon.getByRole('button', { name: 'เพิ่มจำนวน Dragon' }) as HTMLButtonElement;
    await user.click(increase);
    expect(dragon.getByRole('group').textContent).toContain('3');
    expect(increase.disabled).toBe(true);
  });

  it('says a line holds more than is left, offers to lower it, and blocks checkout until then', async () => {
    const { user, dialog } = await openSavedCart(savedCart, { 3: 2 });
    const dragon = within(lineOf('Dragon'));
    expect(await dragon.findByText('เหลือเพียง 2 ชิ้น โปรดลดจำนวน')).toBeTruthy();
    const checkout = within(dialog).getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe(within(dialog).getByText('แก้ไขรายการที่มีเครื่องหมายก่อนสั่งซื้อ').id);
    await user.click(dragon.getByRole('button', { name: 'ลดเหลือ 2 ชิ้น' }));
    expect(JSON.parse(window.localStorage.getItem('cart')!)[0].quantity).toBe(2);
    await vi.waitFor(() => expect(checkout.disabled).toBe(false));
    expect(dragon.queryByText(/เหลือเพียง/)).toBeNull();
  });

  it('says an item no longer sold or out of stock must go, in English too', async () => {
    document.cookie = 'language=en; path=/';
    const gone: CartLine = { kind: 'item', id: 9, name: 'Old Sword', unitPrice: '10.00', imageUrl: '', quantity: 1 };
    const { user, dialog } = await openSavedCart([savedCart[0]!, gone], { 3: 0 });
    expect(await within(lineOf('Old Sword')).findByText('No longer sold: remove it from your cart')).toBeTruthy();
    expect(within(lineOf('Dragon')).getByText('Out of stock: remove it from your cart')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /Your cart/ }).textContent).toBe('Your cart 4 items');
    expect(screen.getByRole('button', { name: 'Cart, 4 items', hidden: true })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Old Sword from cart' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Dragon from cart' }));
    expect(within(dialog).queryByText('Fix the marked lines to check out')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: /Your cart/ }).textContent).toBe('Your cart 0 items');
  });

  it('says an item of a game not open yet cannot be bought, offers only to remove it, and blocks checkout', async () => {
    const { dialog } = await openSavedCart([savedCart[0]!], { 3: 'SOON' });
    const dragon = within(lineOf('Dragon'));
    expect(await dragon.findByText('เกมนี้ยังไม่เปิดขาย (เร็ว ๆ นี้) โปรดลบออกจากตะกร้า')).toBeTruthy();
    expect((dragon.getByRole('button', { name: 'เพิ่มจำนวน Dragon' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "1 item", not "1 items", in English', async () => {
    document.cookie = 'language=en; path=/';
    const { dialog } = await openSavedCart([{ ...savedCart[0]!, quantity: 1 }]);
    expect(within(dialog).getByRole('heading', { name: /Your cart/ }).textContent).toBe('Your cart 1 item');
    expect(screen.getByRole('button', { name: 'Cart, 1 item', hidden: true })).toBeTruthy();
  });
});

/** Where the router is, and what the session would do after a sign-in. */
function SessionAndLocation() {
  const { pathname } = useLocation();
  const { isSignInOpen, returnAfterSignIn } = useCustomerSession();
  return <output aria-label="state">{`${pathname} sign-in:${isSignInOpen ? 'open' : 'closed'} then:${returnAfterSignIn ?? '-'}`}</output>;
}

async function openCartOn(path: string) {
  window.localStorage.setItem('cart', JSON.stringify(savedCart));
  const user = userEvent.setup();
  const { client } = fakeShop();
  renderInStorefront(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <CartButton />
            <CartDrawer />
            <SessionAndLocation />
          </>
        }
      />
    </Routes>,
    { path, client },
  );
  await user.click(screen.getByRole('button', { name: /ตะกร้า/ }));
  return user;
}

describe('cart drawer checkout', () => {
  it('takes a signed-in shopper to /checkout and closes the drawer', async () => {
    window.localStorage.setItem('userToken', 'token-123');
    window.localStorage.setItem('userInfo', JSON.stringify({ name: 'Somchai', email: 'somchai@example.com' }));
    const user = await openCartOn('/store');
    await user.click(screen.getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }));
    expect(screen.getByLabelText('state').textContent).toBe('/checkout sign-in:closed then:-');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a signed-out shopper to sign in first, to go on to /checkout afterwards, keeping the cart', async () => {
    const user = await openCartOn('/store');
    await user.click(screen.getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }));
    expect(screen.getByLabelText('state').textContent).toBe('/store sign-in:open then:/checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^ตะกร้าสินค้า \d/ }));
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toEqual(savedCart);
  });
});
