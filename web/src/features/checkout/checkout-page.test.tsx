import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dragon, itemPreview, previewMock, renderCheckout, robux800, robuxPreview, savedCart } from './checkout-test-harness';

afterEach(() => window.sessionStorage.clear());

const lineOf = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;

describe('checkout: the cart priced by the server', () => {
  it('shows each line as the server prices it (game, rarity or Robux, unit price, quantity, line total) and the total', async () => {
    const { sent } = renderCheckout([previewMock([dragon, robux800], [itemPreview(), robuxPreview()], '964.43')], { language: 'en' });
    const line = within(await screen.findByRole('heading', { name: 'Dragon', level: 3 }).then((heading) => heading.closest('li')!));
    expect(line.getByText(/Blox Fruits/)).toBeTruthy();
    expect(line.getByText('Mythical')).toBeTruthy();
    expect(line.getByText('฿404.43 each')).toBeTruthy();
    expect(line.getByRole('group', { name: 'Quantity of Dragon' }).textContent).toContain('1');
    expect(line.getByText('Delivery: in-game trade')).toBeTruthy();
    expect(line.getByText('Join our trade server and wait by the dock')).toBeTruthy();

    const robux = within(lineOf('800 ROBUX'));
    expect(robux.getByText('Robux package · 800 ROBUX')).toBeTruthy();
    expect(robux.getByText('฿280.00 each')).toBeTruthy();
    expect(robux.getByText('฿560.00')).toBeTruthy();
    expect(within(screen.getByRole('complementary', { name: 'Summary' })).getByText('฿964.43')).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    // The price the shopper saw goes along, so the server can say when it moved.
    expect(sent[0]!.variables).toEqual({
      lines: [
        { itemId: 3, quantity: 1, seenUnitPrice: '404.43' },
        { packageId: 1, quantity: 2, seenUnitPrice: '280.00' },
      ],
    });
  });

  it('asks for a gamepass priced at exactly gamepassPrice Robux with regional pricing off, for each Robux line', async () => {
    renderCheckout([previewMock([dragon, robux800], [itemPreview(), robuxPreview()], '964.43')], { language: 'en' });
    const robux = within((await screen.findByRole('heading', { name: '800 ROBUX', level: 3 })).closest('li')!);
    expect(robux.getByText((_, element) => element?.tagName === 'LI' && element.textContent === 'Set its price to exactly 2,286 ROBUX.')).toBeTruthy();
    expect(robux.getByText('Turn regional pricing off for it.')).toBeTruthy();
    expect(robux.getByText(/you receive 1,600 ROBUX/)).toBeTruthy();
    expect(robux.getByLabelText('Gamepass link or ID')).toBeTruthy();
    expect(within(lineOf('Dragon')).queryByLabelText('Gamepass link or ID')).toBeNull();
  });

  it('a line whose price changed cannot be ordered until the shopper accepts the new price, which becomes the seen price', async () => {
    const accepted = { ...dragon, unitPrice: '450.00' };
    const { user, placed } = renderCheckout([
      previewMock([dragon], [itemPreview({ status: 'PRICE_CHANGED', unitPrice: '450.00', lineTotal: '450.00', problem: 'The price changed' })], '450.00', false),
      previewMock([accepted], [itemPreview({ unitPrice: '450.00', lineTotal: '450.00' })], '450.00'),
    ], { cart: [dragon] });
    expect(await screen.findByText('ราคาเปลี่ยนจาก ฿404.43 เป็น ฿450.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    expect(screen.getByRole('alert').textContent).toContain('บางรายการต้องแก้ไขก่อนสั่งซื้อ');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ยอมรับราคาใหม่ ฿450.00' }));
    expect(placed()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'ยอมรับราคาใหม่ ฿450.00' }));
    expect(savedCart()).toEqual([accepted]);
    await screen.findByText('฿450.00 / ชิ้น');
    expect(screen.queryByText(/ราคาเปลี่ยนจาก/)).toBeNull();
  });

  it('an out-of-stock line offers to lower the quantity to what is left', async () => {
    const three = { ...dragon, quantity: 3 };
    const { user } = renderCheckout([
      previewMock([three], [itemPreview({ status: 'OUT_OF_STOCK', quantity: 3, available: 2, lineTotal: '1213.29' })], '0.00', false),
      previewMock([{ ...dragon, quantity: 2 }], [itemPreview({ quantity: 2, available: 2, lineTotal: '808.86' })], '808.86'),
    ], { cart: [three] });
    expect(await screen.findByText('เหลือเพียง 2 ชิ้น')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ลดเหลือ 2 ชิ้น' }));
    expect(savedCart()[0]!.quantity).toBe(2);
    expect(await screen.findAllByText('฿808.86')).toHaveLength(2);
    expect(screen.queryByText('เหลือเพียง 2 ชิ้น')).toBeNull();
  });

  it('a product no longer sold can only be removed; removing it keeps the rest', async () => {
    const { user } = renderCheckout([
      previewMock(
        [dragon, robux800],
        [itemPreview({ status: 'UNAVAILABLE', name: null, gameName: null, rarity: null, unitPrice: null, lineTotal: null, available: null, deliveryMethod: null, deliveryInstructions: null, problem: 'This item is no longer sold' }), robuxPreview()],
        '560.00',
        false,
      ),
      previewMock([robux800], [robuxPreview()], '560.00'),
    ]);
    const problem = (await screen.findByText('สินค้านี้ไม่มีขายแล้ว')).closest('div')!;
    expect(within(problem).getAllByRole('button').map((button) => button.textContent)).toEqual(['ลบออก']);
    await user.click(within(problem).getByRole('button', { name: 'ลบออก' }));
    expect(savedCart()).toEqual([robux800]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'รายการในคำสั่งซื้อ' }));
    expect(screen.queryByRole('heading', { name: 'Dragon', level: 3 })).toBeNull();
  });

  it('an empty cart says so and points to the store', () => {
    renderCheckout([], { cart: [] });
    expect(screen.getByText('ตะกร้าของคุณว่างอยู่')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่ร้านค้า' }).getAttribute('href')).toBe('/store');
  });

  it('signed out: shows the priced cart, and the button signs in first and comes back to /checkout', async () => {
    const { user } = renderCheckout([previewMock([dragon], [itemPreview()], '404.43')], { cart: [dragon], signedIn: false });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบเพื่อสั่งซื้อ' })).toBeTruthy();
    expect(screen.queryByLabelText('ชื่อผู้ใช้ Roblox')).toBeNull();
    expect(within(screen.getByRole('complementary', { name: 'สรุปคำสั่งซื้อ' })).queryByRole('button', { name: 'ยืนยันการสั่งซื้อ' })).toBeNull();
    await user.click(within(screen.getByRole('region', { name: 'เข้าสู่ระบบเพื่อสั่งซื้อ' })).getByRole('button', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' }));
    expect(screen.getByLabelText('sign-in state').textContent).toBe('open then:/checkout');
  });
});
