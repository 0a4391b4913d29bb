import { describe, expect, it } from 'vitest';
import { accountsVariables, chooseRate, exportUrl, lastPageOf, pageWindow, parseAccountFilters, rateLabel, toggledSort, withAccountFilters } from './account-filters';

const parse = (query: string) => parseAccountFilters(new URLSearchParams(query));

describe('the accounts table in the URL', () => {
  it('reads ?rate=95&sort=price_asc&page=2, the rate as the API writes it', () => {
    expect(parse('rate=95&sort=price_asc&page=2')).toEqual({ rate: '95.00', sort: 'price_asc', page: 2 });
    expect(parse('rate=95.5')).toEqual({ rate: '95.50', sort: 'rate_asc', page: 1 });
  });

  it.each([
    ['nothing', ''],
    ['a rate that is not a number', 'rate=cheap'],
    ['a negative rate', 'rate=-5'],
    ['three decimals', 'rate=95.001'],
    ['an unknown sort', 'sort=popularity'],
    ['page 0', 'page=0'],
    ['a fractional page', 'page=1.5'],
    ['a page that is not a number', 'page=last'],
  ])('reads %s as the defaults', (_label, query) => {
    expect(parse(query)).toEqual({ rate: undefined, sort: 'rate_asc', page: 1 });
  });

  it('writes only what differs from the defaults, the rate without ".00", and keeps other parameters', () => {
    const params = new URLSearchParams('tab=packages&page=4');
    expect(withAccountFilters(params, { rate: '95.00', sort: 'price_desc', page: 2 }).toString()).toBe('tab=packages&page=2&rate=95&sort=price_desc');
    expect(withAccountFilters(params, { sort: 'rate_asc', page: 1 }).toString()).toBe('tab=packages');
    expect(withAccountFilters(new URLSearchParams(), { rate: '95.50', sort: 'rate_asc', page: 1 }).toString()).toBe('rate=95.50');
  });

  it('starts again at page 1 on another rate', () => {
    expect(chooseRate({ rate: '95.00', sort: 'price_asc', page: 3 }, '100.00')).toEqual({ rate: '100.00', sort: 'price_asc', page: 1 });
  });

  it('toggles a column between ascending and descending, ascending first', () => {
    expect(toggledSort('rate_asc', 'rate')).toBe('rate_desc');
    expect(toggledSort('rate_desc', 'rate')).toBe('rate_asc');
    expect(toggledSort('rate_desc', 'price')).toBe('price_asc');
    expect(toggledSort('price_asc', 'price')).toBe('price_desc');
  });

  it('asks the API for ten rows from the page, the sort as its enum', () => {
    expect(accountsVariables({ rate: '95.00', sort: 'price_desc', page: 3 })).toEqual({ rate: '95.00', sort: 'PRICE_DESC', page: { offset: 20, limit: 10 } });
    expect(accountsVariables({ sort: 'rate_asc', page: 1 })).toEqual({ rate: null, sort: 'RATE_ASC', page: { offset: 0, limit: 10 } });
  });

  it('links the downloads to the REST exports of the rate and sort', () => {
    expect(exportUrl('xlsx', { rate: '95.00', sort: 'rate_asc' })).toBe('/api/robux-accounts/export.xlsx?rate=95.00&sort=rate_asc');
    expect(exportUrl('pdf', { sort: 'price_desc' })).toBe('/api/robux-accounts/export.pdf?sort=price_desc');
  });
});

describe('rates and pages', () => {
  it('shows a whole rate without its decimals, and a half one with them', () => {
    expect(rateLabel('95.00')).toBe('95');
    expect(rateLabel('95.50')).toBe('95.50');
  });

  it('has one page at least, and ten rows a page', () => {
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(10)).toBe(1);
    expect(lastPageOf(41)).toBe(5);
  });

  it('offers up to five page numbers around the current one, never past either end', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(7, 13)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(2, 13)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(13, 13)).toEqual([9, 10, 11, 12, 13]);
    expect(pageWindow(20, 13)).toEqual([9, 10, 11, 12, 13]);
  });
});
