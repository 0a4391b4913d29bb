import { describe, expect, it } from 'vitest';
import { bangkokDateTime } from './bangkok-time';
import { ordersExportFileName, ordersExportUrl } from './order-export';

describe('ordersExportUrl', () => {
  it('is the bare export path without a filter', () => {
    expect(ordersExportUrl({})).toBe('/api/admin/orders/export.csv');
  });

  it('sends the filter with the GraphQL names and enum values', () => {
    expect(ordersExportUrl({ status: 'PAID', from: '2026-11-01', to: '2026-11-23', search: 'Some Name&' })).toBe(
      '/api/admin/orders/export.csv?status=PAID&from=2026-11-01&to=2026-11-23&search=Some+Name%26',
    );
  });
});

describe('ordersExportFileName', () => {
  it('names the days the rows cover, an open range running from the start to today', () => {
    expect(ordersExportFileName({ from: '2026-11-01', to: '2026-11-23' }, '2026-11-30')).toBe('orders-2026-11-01_2026-11-23.csv');
    expect(ordersExportFileName({}, '2026-11-30')).toBe('orders-start_2026-11-30.csv');
  });

  it('adds the status and the search so different filters give different names', () => {
    expect(ordersExportFileName({ status: 'AWAITING_PAYMENT', search: 'RS-0001' }, '2026-11-30')).toBe(
      'orders-start_2026-11-30-awaiting-payment-rs-0001.csv',
    );
  });
});

describe('Bangkok time', () => {
  it('shows a moment as the date and time in Bangkok (UTC+7)', () => {
    expect(bangkokDateTime('2026-11-23T17:05:00.000Z')).toBe('2026-11-24 00:05');
    expect(bangkokDateTime('2026-11-23T04:30:00.000Z')).toBe('2026-11-23 11:30');
  });
});
