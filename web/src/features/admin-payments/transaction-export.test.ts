import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadTransactionsCsv, exportFileName, transactionsExportUrl } from './transaction-export';

describe('transactionsExportUrl', () => {
  it('is the bare export path without a filter', () => {
    expect(transactionsExportUrl({})).toBe('/api/transactions/export.csv');
  });

  it('sends the filter with the GraphQL names and enum values', () => {
    expect(transactionsExportUrl({ from: '2026-11-01', to: '2026-11-23', type: 'WITHDRAWAL', status: 'COMPLETED' })).toBe(
      '/api/transactions/export.csv?from=2026-11-01&to=2026-11-23&type=WITHDRAWAL&status=COMPLETED',
    );
    expect(transactionsExportUrl({ search: 'with draw&', status: 'PENDING' })).toBe(
      '/api/transactions/export.csv?status=PENDING&search=with+draw%26',
    );
  });
});

describe('exportFileName', () => {
  it('names the date range', () => {
    expect(exportFileName('payment-report', { from: '2026-11-01', to: '2026-11-23' }, '2026-11-30')).toBe(
      'payment-report-2026-11-01_2026-11-23.csv',
    );
  });

  it('reads an open range as from the start up to today', () => {
    expect(exportFileName('payment-report', { status: 'COMPLETED' }, '2026-11-23')).toBe('payment-report-start_2026-11-23.csv');
  });

  it('adds the type and the search so different filters give different names', () => {
    expect(exportFileName('payment-report', { to: '2026-11-10', type: 'DEPOSIT' }, '2026-11-23')).toBe(
      'payment-report-start_2026-11-10-deposit.csv',
    );
    expect(exportFileName('transaction-history', { search: 'With draw/' }, '2026-11-23')).toBe(
      'transaction-history-start_2026-11-23-with-draw.csv',
    );
  });
});

describe('downloadTransactionsCsv', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubBrowser(response: Response) {
    const fetchMock = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    return { fetchMock, clicked };
  }

  it("fetches the filtered rows with the admin's token and saves them under the given name", async () => {
    window.localStorage.setItem('adminToken', 'token-123');
    const { fetchMock, clicked } = stubBrowser(new Response('id,date\n1,2026-11-01\n', { headers: { 'content-type': 'text/csv' } }));
    await downloadTransactionsCsv({ type: 'DEPOSIT' }, 'payment-report-start_2026-11-23-deposit.csv');
    expect(fetchMock).toHaveBeenCalledWith('/api/transactions/export.csv?type=DEPOSIT', { headers: { authorization: 'Bearer token-123' } });
    expect(clicked).toEqual([{ href: 'blob:report', download: 'payment-report-start_2026-11-23-deposit.csv' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it("fails with the server's reason and saves nothing", async () => {
    const { clicked } = stubBrowser(
      new Response(JSON.stringify({ error: { code: 'BAD_USER_INPUT', message: '"from" must not be after "to"' } }), { status: 400 }),
    );
    await expect(downloadTransactionsCsv({ from: '2026-11-23', to: '2026-11-01' }, 'x.csv')).rejects.toThrow('"from" must not be after "to"');
    expect(clicked).toEqual([]);
  });

  it('signs the admin out when the server rejects the token', async () => {
    window.localStorage.setItem('adminToken', 'expired');
    window.localStorage.setItem('adminData', '{"id":1}');
    stubBrowser(new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Your session has expired' } }), { status: 401 }));
    await expect(downloadTransactionsCsv({}, 'x.csv')).rejects.toThrow('Your session has expired');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('adminData')).toBeNull();
  });
});
