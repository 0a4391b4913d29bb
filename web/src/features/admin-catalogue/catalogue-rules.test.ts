import { describe, expect, it } from 'vitest';
import {
  adjustPricesQuestion,
  categoryLabel,
  filterByName,
  isCategoryComplete,
  isPackageComplete,
  percentageToApply,
  showsOldPrice,
} from './catalogue-rules';

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'game.png', { type: 'image/png' });

describe('showsOldPrice', () => {
  it('strikes an old price through only when there is one and it is not "0.00"', () => {
    expect(showsOldPrice('478.03')).toBe(true);
    expect(showsOldPrice('0.50')).toBe(true);
    expect(showsOldPrice('0.00')).toBe(false);
    expect(showsOldPrice('0')).toBe(false);
    expect(showsOldPrice('')).toBe(false);
    expect(showsOldPrice(null)).toBe(false);
    expect(showsOldPrice(undefined)).toBe(false);
  });
});

describe('categoryLabel', () => {
  it('shows "Other" (อื่น ๆ in Thai) for a missing or blank game name', () => {
    expect(categoryLabel('Blox Fruits', 'en')).toBe('Blox Fruits');
    expect(categoryLabel('', 'en')).toBe('Other');
    expect(categoryLabel('   ', 'en')).toBe('Other');
    expect(categoryLabel(null, 'en')).toBe('Other');
    expect(categoryLabel(null, 'th')).toBe('อื่น ๆ');
    expect(categoryLabel('Blox Fruits', 'th')).toBe('Blox Fruits');
  });
});

describe('filterByName', () => {
  const games = [{ name: 'Blox Fruits' }, { name: ' Pets Go! ' }, { name: 'King Legacy' }];

  it('matches a case-insensitive substring of the name, ignoring spaces around the search', () => {
    expect(filterByName(games, '  fRuIt ')).toEqual([{ name: 'Blox Fruits' }]);
    expect(filterByName(games, 'go!')).toEqual([{ name: ' Pets Go! ' }]);
    expect(filterByName(games, 'g')).toEqual([{ name: ' Pets Go! ' }, { name: 'King Legacy' }]);
  });

  it('keeps every game for an empty search and none for a miss', () => {
    expect(filterByName(games, '   ')).toEqual(games);
    expect(filterByName(games, 'rivals')).toEqual([]);
  });
});

describe('percentageToApply', () => {
  it('is null (nothing happens) for an empty or zero percentage', () => {
    for (const text of ['', '   ', '0', '0.0', '-0', '+0']) expect(percentageToApply(text), text).toBeNull();
  });

  it('passes any other value on, trimmed, for the server to check', () => {
    expect(percentageToApply(' 10 ')).toBe('10');
    expect(percentageToApply('-12.5')).toBe('-12.5');
    expect(percentageToApply('5000')).toBe('5000');
  });
});

describe('adjustPricesQuestion', () => {
  it('names how many items change, by how much and where, in the reader’s language', () => {
    expect(adjustPricesQuestion('en', 12, '10', 'Blox Fruits')).toBe('Change the price of 12 items in Blox Fruits by +10%?');
    expect(adjustPricesQuestion('en', 1, '-5', null)).toBe('Change the price of 1 item in all categories by -5%?');
    expect(adjustPricesQuestion('th', 12, '10', 'Blox Fruits')).toBe('เปลี่ยนราคาสินค้า 12 รายการ ใน Blox Fruits +10% ใช่หรือไม่?');
    expect(adjustPricesQuestion('th', 1, '-5', null)).toBe('เปลี่ยนราคาสินค้า 1 รายการ ในทุกหมวดหมู่ -5% ใช่หรือไม่?');
  });
});

describe('add-form completeness', () => {
  it('needs a trimmed category name and a picture', () => {
    expect(isCategoryComplete({ name: 'Rivals', image: picture })).toBe(true);
    expect(isCategoryComplete({ name: '   ', image: picture })).toBe(false);
    expect(isCategoryComplete({ name: 'Rivals', image: null })).toBe(false);
  });

  it('needs a package amount, price and picture', () => {
    expect(isPackageComplete({ amount: '400', price: '150', image: picture })).toBe(true);
    expect(isPackageComplete({ amount: '', price: '150', image: picture })).toBe(false);
    expect(isPackageComplete({ amount: '400', price: ' ', image: picture })).toBe(false);
    expect(isPackageComplete({ amount: '400', price: '150', image: null })).toBe(false);
  });
});
