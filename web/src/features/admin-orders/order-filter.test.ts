import { describe, expect, it } from 'vitest';
import {
  changeOrderFilter,
  isBackwardsRange,
  type OrderFilter,
  orderPageInput,
  orderQueryFilter,
  parseOrderFilter,
  serializeOrderFilter,
} from './order-filter';

const parse = (query: string) => parseOrderFilter(new URLSearchParams(query));
const serialize = (filter: OrderFilter) => serializeOrderFilter(filter).toString();
const defaults: OrderFilter = { status: undefined, from: undefined, to: undefined, search: undefined, page: 1 };

describe('the order filter in the URL', () => {
  it('reads an empty query as every order on page 1', () => {
    expect(parse('')).toEqual(defaults);
  });

  it('reads every parameter, statuses in lower case', () => {
    expect(parse('status=awaiting_payment&from=2026-11-01&to=2026-11-23&q=RS-00&page=3')).toEqual({
      status: 'AWAITING_PAYMENT',
      from: '2026-11-01',
      to: '2026-11-23',
      search: 'RS-00',
      page: 3,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parse('status=SHIPPED&from=2026-02-30&to=23/11/2026&q=%20%20&page=0')).toEqual(defaults);
    expect(parse('status=PAID')).toEqual(defaults);
    expect(parse('page=1.5')).toEqual(defaults);
  });

  it('leaves the defaults out and round-trips what is set', () => {
    expect(serialize({ page: 1, search: '  ' })).toBe('');
    const filter: OrderFilter = { status: 'PAYMENT_REVIEW', from: '2026-10-01', to: '2026-10-31', search: 'Some_Name', page: 2 };
    expect(serialize(filter)).toBe('status=payment_review&from=2026-10-01&to=2026-10-31&q=Some_Name&page=2');
    expect(parse(serialize(filter))).toEqual(filter);
  });

  it('starts again at page 1 whenever what is listed changes', () => {
    expect(changeOrderFilter({ page: 4, status: 'PAID' }, { status: undefined })).toEqual({ page: 1, status: undefined });
  });

  it('knows a range that ends before it starts', () => {
    expect(isBackwardsRange({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(isBackwardsRange({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(isBackwardsRange({ from: '2026-11-02' })).toBe(false);
  });
});

describe('the order filter as GraphQL variables', () => {
  it('sends only what is set, with the search trimmed', () => {
    expect(orderQueryFilter({ page: 3 })).toEqual({});
    expect(orderQueryFilter({ status: 'CANCELLED', from: '2026-11-01', to: '2026-11-30', search: ' RS-0001 ', page: 2 })).toEqual({
      status: 'CANCELLED',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'RS-0001',
    });
    expect(orderQueryFilter({ search: '   ', page: 1 })).toEqual({});
  });

  it('pages by 20', () => {
    expect(orderPageInput(1)).toEqual({ offset: 0, limit: 20 });
    expect(orderPageInput(3)).toEqual({ offset: 40, limit: 20 });
  });
});
