import { describe, expect, it } from 'vitest';
import { type CartLine, type CartProduct, MAX_QUANTITY, addToCart, cartCount, cartReducer, cartTotal, isCartLines, lineKey, lineTotal, maxQuantityOf } from './cart-model';

const blade: CartProduct = { kind: 'item', id: 7, name: 'Dark Blade', unitPrice: '404.43', imageUrl: '/images/items/dark-blade.svg' };
const robux80: CartProduct = { kind: 'robux', id: 7, name: '80 ROBUX', unitPrice: '35.00', imageUrl: '/images/robux/robux-80.svg' };

const account: CartProduct = { kind: 'account', id: 'RBX-10007', name: 'Robux account RBX-10007 (5,000 Robux)', unitPrice: '475.00', imageUrl: '' };

const withQuantity = (product: CartProduct, quantity: number): CartLine => ({ ...product, quantity });

describe('cartReducer', () => {
  it('adding the same product twice gives one line with quantity 2', () => {
    const lines = cartReducer(cartReducer([], { type: 'add', product: blade }), { type: 'add', product: blade });
    expect(lines).toEqual([withQuantity(blade, 2)]);
  });

  it('keeps an item and a Robux package with the same id apart', () => {
    const lines = [blade, robux80].reduce((state, product) => cartReducer(state, { type: 'add', product }), [] as CartLine[]);
    expect(lines.map(lineKey)).toEqual(['item:7', 'robux:7']);
  });

  it('stores only the cart fields of whatever object it is given', () => {
    const apiItem = { ...blade, __typename: 'Item', rarity: 'Mythical' } as CartProduct;
    expect(Object.keys(cartReducer([], { type: 'add', product: apiItem })[0]!).sort()).toEqual(['id', 'imageUrl', 'kind', 'name', 'quantity', 'unitPrice']);
  });

  it('remembers an item’s Thai name when it has one, and a line stored without it learns it when the item is added again', () => {
    const thaiBlade = { ...blade, nameTh: 'ดาบดำ' };
    expect(cartReducer([], { type: 'add', product: thaiBlade })[0]).toEqual(withQuantity(thaiBlade, 1));
    expect(cartReducer([withQuantity(blade, 1)], { type: 'add', product: thaiBlade })[0]).toEqual(withQuantity(thaiBlade, 2));
    expect(Object.keys(cartReducer([], { type: 'add', product: { ...blade, nameTh: undefined } })[0]!)).not.toContain('nameTh');
  });

  it('never raises a quantity above the maximum by adding', () => {
    expect(cartReducer([withQuantity(blade, MAX_QUANTITY)], { type: 'add', product: blade })[0]!.quantity).toBe(MAX_QUANTITY);
  });

  it('removes one line and leaves the others', () => {
    const lines = cartReducer([withQuantity(blade, 1), withQuantity(robux80, 3)], { type: 'remove', key: lineKey(blade) });
    expect(lines).toEqual([withQuantity(robux80, 3)]);
  });

  it('setQuantity clamps to the maximum, removes at zero and ignores non-integers', () => {
    const lines = [withQuantity(blade, 2)];
    const key = lineKey(blade);
    expect(cartReducer(lines, { type: 'setQuantity', key, quantity: 5 })[0]!.quantity).toBe(5);
    expect(cartReducer(lines, { type: 'setQuantity', key, quantity: 500 })[0]!.quantity).toBe(MAX_QUANTITY);
    expect(cartReducer(lines, { type: 'setQuantity', key, quantity: 0 })).toEqual([]);
    expect(cartReducer(lines, { type: 'setQuantity', key, quantity: 1.5 })).toBe(lines);
    expect(cartReducer(lines, { type: 'setQuantity', key, quantity: Number.NaN })).toBe(lines);
  });

  it('adding again remembers the price shown this time as the price the shopper saw', () => {
    const lines = cartReducer([withQuantity(blade, 1)], { type: 'add', product: { ...blade, unitPrice: '420.00' } });
    expect(lines).toEqual([{ ...withQuantity(blade, 2), unitPrice: '420.00' }]);
  });

  it('acceptPrice replaces the seen price of one line only', () => {
    const lines = cartReducer([withQuantity(blade, 2), withQuantity(robux80, 1)], { type: 'acceptPrice', key: lineKey(blade), unitPrice: '450.00' });
    expect(lines).toEqual([{ ...withQuantity(blade, 2), unitPrice: '450.00' }, withQuantity(robux80, 1)]);
  });

  it('clear empties the cart', () => {
    expect(cartReducer([withQuantity(blade, 4)], { type: 'clear' })).toEqual([]);
  });
});

describe('addToCart and the stock the server reported', () => {
  it('adds the quantity asked for when the stock allows it, and says nothing held it back', () => {
    const { lines, outcome } = addToCart([], { product: blade, quantity: 2, stock: 3 });
    expect(lines).toEqual([withQuantity(blade, 2)]);
    expect(outcome).toEqual({ added: 2, inCart: 2, limit: null });
  });

  it('fills a line up to the stock and no further: 99 asked of an item with stock 3 gives 3', () => {
    expect(addToCart([], { product: blade, quantity: 99, stock: 3 })).toEqual({ lines: [withQuantity(blade, 3)], outcome: { added: 3, inCart: 3, limit: 3 } });
    const full = addToCart([withQuantity(blade, 3)], { product: blade, stock: 3 });
    expect(full).toEqual({ lines: [withQuantity(blade, 3)], outcome: { added: 0, inCart: 3, limit: 3 } });
  });

  it('adds nothing of an item out of stock, and leaves no empty line', () => {
    expect(addToCart([], { product: blade, stock: 0 })).toEqual({ lines: [], outcome: { added: 0, inCart: 0, limit: 0 } });
  });

  it('never lowers what a line already holds when the stock has fallen below it (the drawer says so instead)', () => {
    expect(addToCart([withQuantity(blade, 5)], { product: blade, stock: 2 }).lines).toEqual([withQuantity(blade, 5)]);
  });

  it('keeps to MAX_QUANTITY when the stock is larger or unknown', () => {
    expect(addToCart([], { product: robux80, quantity: 150 }).outcome).toEqual({ added: MAX_QUANTITY, inCart: MAX_QUANTITY, limit: MAX_QUANTITY });
    expect(maxQuantityOf(blade, 500)).toBe(MAX_QUANTITY);
    expect(maxQuantityOf(blade, 7)).toBe(7);
    expect(maxQuantityOf(blade, null)).toBe(MAX_QUANTITY);
  });
});

describe('a Robux account in the cart', () => {
  it('is one line keyed by its public id, quantity 1', () => {
    const lines = cartReducer([], { type: 'add', product: account });
    expect(lines).toEqual([withQuantity(account, 1)]);
    expect(lineKey(lines[0]!)).toBe('account:RBX-10007');
    expect(maxQuantityOf(account)).toBe(1);
  });

  it('stays at quantity 1 when added again: there is only one of each account', () => {
    const once = cartReducer([], { type: 'add', product: account });
    expect(cartReducer(once, { type: 'add', product: account })).toEqual([withQuantity(account, 1)]);
  });

  it('never takes a quantity above 1, but can still be removed by setting 0', () => {
    const lines = [withQuantity(account, 1)];
    const key = lineKey(account);
    expect(cartReducer(lines, { type: 'setQuantity', key, quantity: 3 })).toEqual([withQuantity(account, 1)]);
    expect(cartReducer(lines, { type: 'setQuantity', key, quantity: 0 })).toEqual([]);
  });

  it('sits beside items and packages, counted as one piece', () => {
    const lines = [blade, robux80, account].reduce((state, product) => cartReducer(state, { type: 'add', product }), [] as CartLine[]);
    expect(lines.map(lineKey)).toEqual(['item:7', 'robux:7', 'account:RBX-10007']);
    expect(cartCount(lines)).toBe(3);
    expect(cartTotal(lines)).toBe('914.43');
  });
});

describe('cart totals', () => {
  it('multiplies exactly: 404.43 × 3 = 1213.29 and 1.10 × 3 = 3.30 (floats give 3.3000000000000003)', () => {
    expect(lineTotal(withQuantity(blade, 3))).toBe('1213.29');
    expect(lineTotal(withQuantity({ ...blade, unitPrice: '1.10' }, 3))).toBe('3.30');
  });

  it('adds exactly where floats do not (0.10 + 0.20 = 0.30)', () => {
    const dime = { ...blade, id: 1, unitPrice: '0.1' };
    const twenty = { ...blade, id: 2, unitPrice: '0.20' };
    expect(cartTotal([withQuantity(dime, 1), withQuantity(twenty, 1)])).toBe('0.30');
  });

  it('sums lines and counts pieces', () => {
    const lines = [withQuantity(blade, 3), withQuantity(robux80, 2)];
    expect(cartTotal(lines)).toBe('1283.29');
    expect(cartCount(lines)).toBe(5);
    expect(cartTotal([])).toBe('0.00');
  });
});

describe('isCartLines (what comes back from localStorage)', () => {
  it('accepts a well-formed cart', () => {
    expect(isCartLines([withQuantity(blade, 2), withQuantity(robux80, 1)])).toBe(true);
    expect(isCartLines([])).toBe(true);
    expect(isCartLines([withQuantity(blade, 2), withQuantity(account, 1)])).toBe(true);
    // Carts stored before Thai names were kept have none; those stored since may.
    expect(isCartLines([withQuantity({ ...blade, nameTh: 'ดาบดำ' }, 1), withQuantity(robux80, 1)])).toBe(true);
  });

  it.each([
    ['not an array', { lines: [] }],
    ['null entry', [null]],
    ['unknown kind', [{ ...withQuantity(blade, 1), kind: 'gift' }]],
    ['float price', [{ ...withQuantity(blade, 1), unitPrice: '404.431' }]],
    ['numeric price', [{ ...withQuantity(blade, 1), unitPrice: 404.43 }]],
    ['a Thai name that is not text', [{ ...withQuantity(blade, 1), nameTh: 7 }]],
    ['zero quantity', [withQuantity(blade, 0)]],
    ['quantity above the maximum', [withQuantity(blade, MAX_QUANTITY + 1)]],
    ['fractional id', [{ ...withQuantity(blade, 1), id: 1.5 }]],
    ['the same product twice', [withQuantity(blade, 1), withQuantity(blade, 2)]],
    ['an account twice', [withQuantity(account, 1), withQuantity(account, 1)]],
    ['an account with quantity 2', [withQuantity(account, 2)]],
    ['an account with a numeric id', [{ ...withQuantity(account, 1), id: 10007 }]],
    ['an account id that is not RBX-digits', [{ ...withQuantity(account, 1), id: 'rbx-1; drop' }]],
    ['an item with a string id', [{ ...withQuantity(blade, 1), id: 'RBX-1' }]],
  ])('rejects %s', (_label, value) => {
    expect(isCartLines(value)).toBe(false);
  });
});
