import { describe, expect, it } from 'vitest';
import { customerPageInput, parseCustomerFilter, serializeCustomerFilter } from './customer-filter';

const parse = (query: string) => parseCustomerFilter(new URLSearchParams(query));

describe('customer filter in the URL', () => {
  it('reads the search (trimmed) and the page', () => {
    expect(parse('q=%20Somchai%20&page=3')).toEqual({ search: 'Somchai', page: 3 });
  });

  it('reads a missing, blank or malformed value as the default', () => {
    expect(parse('')).toEqual({ search: undefined, page: 1 });
    expect(parse('q=%20%20&page=0')).toEqual({ search: undefined, page: 1 });
    expect(parse('page=2.5')).toEqual({ search: undefined, page: 1 });
    expect(parse('page=-4')).toEqual({ search: undefined, page: 1 });
  });

  it('leaves defaults out of the URL, and round-trips what it writes', () => {
    expect(serializeCustomerFilter({ page: 1 }).toString()).toBe('');
    expect(serializeCustomerFilter({ search: '  ', page: 1 }).toString()).toBe('');
    const written = serializeCustomerFilter({ search: 'alice@example.org', page: 2 });
    expect(written.toString()).toBe('q=alice%40example.org&page=2');
    expect(parseCustomerFilter(written)).toEqual({ search: 'alice@example.org', page: 2 });
  });

  it('asks the server for 24 cards a page and counts at least one page', () => {
    expect(customerPageInput(1)).toEqual({ offset: 0, limit: 24 });
    expect(customerPageInput(3)).toEqual({ offset: 48, limit: 24 });
  });
});
