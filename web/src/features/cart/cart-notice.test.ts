import { describe, expect, it } from 'vitest';
import { type AddNotice, addNoticeText } from './cart-notice';

const blade = { kind: 'item' as const, id: 7, name: 'Dark Blade' };
const notice = (product: AddNotice['product'], added: number, inCart: number, limit: number | null) => ({
  id: 1,
  product,
  outcome: { added, inCart, limit },
});

describe('the add-to-cart confirmation', () => {
  it('confirms one piece, or how many, in both languages', () => {
    expect(addNoticeText(notice(blade, 1, 1, null), 'en')).toEqual({ tone: 'done', text: 'Dark Blade added to the cart' });
    expect(addNoticeText(notice(blade, 1, 1, null), 'th')).toEqual({ tone: 'done', text: 'เพิ่ม Dark Blade ลงตะกร้าแล้ว' });
    expect(addNoticeText(notice(blade, 3, 3, null), 'en').text).toBe('3 × Dark Blade added to the cart');
  });

  it('names an item by its Thai name on a Thai page when it has one, by its English name otherwise', () => {
    const dragon = { kind: 'item' as const, id: 3, name: 'Dragon', nameTh: 'ผลมังกร' };
    expect(addNoticeText(notice(dragon, 1, 1, null), 'th').text).toBe('เพิ่ม ผลมังกร ลงตะกร้าแล้ว');
    expect(addNoticeText(notice(dragon, 0, 0, 0), 'th').text).not.toContain('Dragon');
    expect(addNoticeText(notice(dragon, 1, 1, null), 'en').text).toBe('Dragon added to the cart');
  });

  it('says when the stock kept units out, with the right English plural', () => {
    expect(addNoticeText(notice(blade, 0, 1, 1), 'en')).toEqual({ tone: 'limited', text: 'Only 1 Dark Blade can be ordered, and it is in your cart' });
    expect(addNoticeText(notice(blade, 1, 3, 3), 'en').text).toBe('Only 3 of Dark Blade can be ordered, and your cart holds them all');
    expect(addNoticeText(notice(blade, 0, 3, 3), 'th').text).toBe('สั่ง Dark Blade ได้สูงสุด 3 ชิ้น และอยู่ในตะกร้าครบแล้ว');
  });

  it('says an item out of stock was not added, and an account already in the cart is there once', () => {
    expect(addNoticeText(notice(blade, 0, 0, 0), 'en')).toEqual({ tone: 'limited', text: 'Dark Blade is out of stock, so it was not added' });
    const account = { kind: 'account' as const, id: 'RBX-10007', name: 'Robux account RBX-10007 (5,000 ROBUX)', robux: 5000 };
    expect(addNoticeText(notice(account, 0, 1, 1), 'en').text).toBe('Robux account RBX-10007 (5,000 ROBUX) is already in your cart (there is one of each account)');
    // The account is worded in the page's language, whatever name it was added with.
    expect(addNoticeText(notice(account, 1, 1, null), 'th').text).toBe('เพิ่ม บัญชี Robux RBX-10007 (5,000 ROBUX) ลงตะกร้าแล้ว');
  });
});
