import { describe, expect, it } from 'vitest';
import { changedItemInput, editChangesItem, emptyItemForm, isEditedItemComplete, isNewItemComplete, itemFormOf, itemInputOf } from './item-form';

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'item.png', { type: 'image/png' });
const complete = { ...emptyItemForm(3), name: 'Dragon', price: '404.43', image: picture };

describe('a new item', () => {
  it('starts as Common, of type Other, with stock 0, delivered by in-game trade, and the selected tab as its game', () => {
    expect(emptyItemForm(3)).toMatchObject({
      categoryId: '3',
      rarity: 'Common',
      type: 'OTHER',
      stock: '0',
      deliveryMethod: 'IN_GAME_TRADE',
      deliveryInstructions: '',
      image: null,
    });
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

  it('starts from the item as it is, with an empty old price and instructions when it has none', () => {
    const item = {
      name: 'Dragon',
      category: { id: 7 },
      price: '10.00',
      oldPrice: null,
      rarity: 'Rare' as const,
      type: 'GAMEPASS' as const,
      stock: 4,
      deliveryMethod: 'PRIVATE_SERVER' as const,
      deliveryInstructions: null,
    };
    expect(itemFormOf(item)).toEqual({
      name: 'Dragon',
      nameTh: '',
      categoryId: '7',
      price: '10.00',
      oldPrice: '',
      rarity: 'Rare',
      type: 'GAMEPASS',
      stock: '4',
      deliveryMethod: 'PRIVATE_SERVER',
      deliveryInstructions: '',
      image: null,
    });
    expect(itemFormOf({ ...item, deliveryInstructions: 'Join server 2' }).deliveryInstructions).toBe('Join server 2');
    expect(itemFormOf({ ...item, nameTh: 'ผลมังกร' }).nameTh).toBe('ผลมังกร');
  });
});

describe('itemInputOf', () => {
  it('trims the texts, sends an empty old price as null and leaves an empty stock out', () => {
    expect(itemInputOf({ ...complete, name: ' Dragon ', price: ' 404.43 ', oldPrice: ' ', stock: '' })).toEqual({
      name: 'Dragon',
      nameTh: null,
      categoryId: 3,
      price: '404.43',
      oldPrice: null,
      rarity: 'Common',
      type: 'OTHER',
      stock: undefined,
      deliveryMethod: 'IN_GAME_TRADE',
      deliveryInstructions: null,
    });
    expect(itemInputOf({ ...complete, oldPrice: '478.03', stock: '12' })).toMatchObject({ oldPrice: '478.03', stock: 12 });
    expect(itemInputOf({ ...complete, nameTh: ' ผลมังกร ' }).nameTh).toBe('ผลมังกร');
  });

  it('sends the delivery method, and the instructions trimmed or null when blank (which removes them on edit)', () => {
    expect(itemInputOf({ ...complete, deliveryMethod: 'PRIVATE_SERVER', deliveryInstructions: '  Join VIP server 2\n' })).toMatchObject({
      deliveryMethod: 'PRIVATE_SERVER',
      deliveryInstructions: 'Join VIP server 2',
    });
    expect(itemInputOf({ ...complete, deliveryInstructions: ' \n ' }).deliveryInstructions).toBeNull();
  });
});

describe('changedItemInput (an edit as sent)', () => {
  const opened = itemFormOf({
    name: 'Dragon',
    category: { id: 7 },
    price: '110.00',
    oldPrice: '150.00',
    rarity: 'Rare',
    type: 'GAMEPASS',
    stock: 4,
    deliveryMethod: 'IN_GAME_TRADE',
    deliveryInstructions: 'Join server 2',
  });

  it('sends only the fields the admin changed, with the version the item was opened at', () => {
    expect(changedItemInput(opened, { ...opened, name: 'Dragon Fruit' }, 3)).toEqual({ name: 'Dragon Fruit', version: 3 });
    expect(changedItemInput(opened, { ...opened, stock: '9', rarity: 'Mythical', categoryId: '8' }, 5)).toEqual({
      stock: 9,
      rarity: 'Mythical',
      categoryId: 8,
      version: 5,
    });
  });

  it('sends a removed old price, Thai name or instructions as null, which removes them', () => {
    expect(changedItemInput(opened, { ...opened, oldPrice: '', deliveryInstructions: ' ' }, 3)).toEqual({
      oldPrice: null,
      deliveryInstructions: null,
      version: 3,
    });
    const named = { ...opened, nameTh: 'ผลมังกร' };
    expect(changedItemInput(named, { ...named, nameTh: '  ' }, 3)).toEqual({ nameTh: null, version: 3 });
    expect(changedItemInput(opened, { ...opened, nameTh: ' ผลมังกร ' }, 3)).toEqual({ nameTh: 'ผลมังกร', version: 3 });
  });

  it('treats a field that only gained spaces as unchanged, and an emptied stock as "keep it"', () => {
    expect(changedItemInput(opened, { ...opened, name: ' Dragon ', price: '110.00 ', stock: '' }, 3)).toEqual({ version: 3 });
  });

  it('counts a new picture or a changed field as a change, the version alone not', () => {
    expect(editChangesItem(changedItemInput(opened, opened, 3), null)).toBe(false);
    expect(editChangesItem(changedItemInput(opened, opened, 3), picture)).toBe(true);
    expect(editChangesItem(changedItemInput(opened, { ...opened, type: 'OTHER' }, 3), null)).toBe(true);
  });
});
