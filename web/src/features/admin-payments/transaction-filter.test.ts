import { describe, expect, it } from 'vitest';
import {
  changeTransactionFilter,
  historyQueryFilter,
  isIsoDate,
  pageCount,
  pageInput,
  parseTransactionFilter,
  reportQueryFilter,
  serializeTransactionFilter,
  type TransactionFilter,
} from './transaction-filter';

const parse = (query: string) => parseTransactionFilter(new URLSearchParams(query));
const serialize = (filter: TransactionFilter) => serializeTransactionFilter(filter).toString();
const defaults: TransactionFilter = { from: undefined, to: undefined, type: undefined, status: undefined, search: undefined, page: 1 };

describe('transaction filter in the URL', () => {
  it('reads an empty query as no filter on page 1', () => {
    expect(parse('')).toEqual(defaults);
  });

  it('reads every parameter, enum values in lower case', () => {
    expect(parse('from=2026-11-01&to=2026-11-23&type=withdrawal&status=pending&q=with&page=3')).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      type: 'WITHDRAWAL',
      status: 'PENDING',
      search: 'with',
      page: 3,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parse('from=2026-02-30&to=23/11/2026&type=refund&status=DONE&q=%20%20&page=0')).toEqual(defaults);
    expect(parse('page=-2')).toEqual(defaults);
    expect(parse('page=1.5')).toEqual(defaults);
  });

  it('leaves every default out of the URL', () => {
    expect(serialize({ page: 1 })).toBe('');
    expect(serialize({ search: '   ', page: 1 })).toBe('');
  });

  it('writes the chosen filter with the contract names and round-trips through parse', () => {
    const filter: TransactionFilter = { from: '2026-10-01', to: '2026-10-31', type: 'DEPOSIT', status: 'FAILED', search: 'dep', page: 2 };
    const query = serialize(filter);
    expect(query).toBe('from=2026-10-01&to=2026-10-31&type=deposit&status=failed&q=dep&page=2');
    expect(parse(query)).toEqual(filter);
  });

  it('starts again at page 1 when the filter changes', () => {
    expect(changeTransactionFilter({ page: 4, type: 'DEPOSIT' }, { type: 'TRANSFER' })).toEqual({ page: 1, type: 'TRANSFER' });
  });

  it('knows a real calendar date', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-05')).toBe(false);
  });
});

describe('transaction filter to GraphQL variables', () => {
  const everything: TransactionFilter = { from: '2026-11-01', to: '2026-11-23', type: 'DEPOSIT', status: 'PENDING', search: ' with ', page: 2 };

  it('Payment Reports sends its dates and type, and only completed rows', () => {
    expect(reportQueryFilter(everything)).toEqual({ from: '2026-11-01', to: '2026-11-23', type: 'DEPOSIT', status: 'COMPLETED' });
    expect(reportQueryFilter({ page: 1 })).toEqual({ status: 'COMPLETED' });
  });

  it('Transaction History sends the trimmed search and the status, nothing unset', () => {
    expect(historyQueryFilter(everything)).toEqual({ search: 'with', status: 'PENDING' });
    expect(historyQueryFilter({ search: '  ', page: 1 })).toEqual({});
  });

  it('pages by 20', () => {
    expect(pageInput(1)).toEqual({ offset: 0, limit: 20 });
    expect(pageInput(3)).toEqual({ offset: 40, limit: 20 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
