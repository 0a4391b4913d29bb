import { describe, expect, it } from 'vitest';
import { emptyItemForm, isEditedItemComplete, isNewItemComplete, itemFormOf, itemInputOf } from './item-form';

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'item.png', { type: 'image/png' });
const complete = { ...emptyItemForm(3), name: 'Dragon', price: '404.43', image: picture };

describe('a new item', () => {
  it('starts as Common, of type Other, with stock 0 and the selected tab as its game', () => {
    expect(emptyItemForm(3)).toMatchObject({ categoryId: '3', rarity: 'Common', type: 'OTHER', stock: '0', image: null });
    expect(emptyItemForm(null).categoryId).toBe('');
  });

  it('needs name, price, category, rarity and a picture', () => {
    expect(isNewItemComplete(complete)).toBe(true);
    expect(isNewItemComplete({ ...complete, name: '  ' })).toBe(false);
    expect(isNewItemComplete({ ...complete, price: '' })).toBe(false);
    expect(isNewItemComplete({ ...complete, categoryId: '' })).toBe(false);
    expect(isNewItemComplete({ ...complete, rarity: '' })).toBe(false);
    expect(isNewItemComplete({ ...complete, image: null })).toBe(false);
  });
});

describe('an edited item', () => {
  it('needs name, price and category, but no new picture', () => {
    const edited = { ...complete, image: null };
    expect(isEditedItemComplete(edited)).toBe(true);
    expect(isEditedItemComplete({ ...edited, name: '' })).toBe(false);
    expect(isEditedItemComplete({ ...edited, price: ' ' })).toBe(false);
    expect(isEditedItemComplete({ ...edited, categoryId: '' })).toBe(false);
  });

  it('starts from the item as it is, with an empty old price when it has none', () => {
    const item = { name: 'Dragon', category: { id: 7 }, price: '10.00', oldPrice: null, rarity: 'Rare' as const, type: 'GAMEPASS' as const, stock: 4 };
    expect(itemFormOf(item)).toEqual({ name: 'Dragon', categoryId: '7', price: '10.00', oldPrice: '', rarity: 'Rare', type: 'GAMEPASS', stock: '4', image: null });
  });
});

describe('itemInputOf', () => {
  it('trims the texts, sends an empty old price as null and leaves an empty stock out', () => {
    expect(itemInputOf({ ...complete, name: ' Dragon ', price: ' 404.43 ', oldPrice: ' ', stock: '' })).toEqual({
      name: 'Dragon',
      categoryId: 3,
      price: '404.43',
      oldPrice: null,
      rarity: 'Common',
      type: 'OTHER',
      stock: undefined,
    });
    expect(itemInputOf({ ...complete, oldPrice: '478.03', stock: '12' })).toMatchObject({ oldPrice: '478.03', stock: 12 });
  });
});
