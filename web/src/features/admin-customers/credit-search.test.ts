import { describe, expect, it } from 'vitest';
import { filterCreditsByCustomer } from './credit-search';

const records = [
  { id: 1, customer: { name: 'Somchai Jaidee', email: 'somchai@example.com' } },
  { id: 2, customer: { name: 'Alice Wong', email: 'alice.w@example.org' } },
  { id: 3, customer: { name: 'Bob', email: 'bob@shop.test' } },
];
const ids = (search: string) => filterCreditsByCustomer(records, search).map((record) => record.id);

describe('filterCreditsByCustomer', () => {
  it('keeps every record when there is nothing to search for', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('   ')).toEqual([1, 2, 3]);
  });

  it('matches a part of the name or the e-mail, ignoring case and surrounding spaces', () => {
    expect(ids('  WONG ')).toEqual([2]);
    expect(ids('example')).toEqual([1, 2]);
    expect(ids('shop.test')).toEqual([3]);
  });

  it('does not match across the name and e-mail boundary', () => {
    expect(ids('bobbob')).toEqual([]);
    expect(ids('jaideesomchai')).toEqual([]);
  });

  it('finds nothing for text no customer has', () => {
    expect(ids('zzz')).toEqual([]);
  });
});
