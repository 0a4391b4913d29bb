import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportCards, type ReportTotals } from './report-summary';

const REPORT: ReportTotals = {
  revenue: '1200.50',
  customerDeposits: '300.00',
  demoTransactionCount: 0,
  totalDeposits: '1500.50',
  totalWithdrawals: '-200.00',
  balance: '1300.50',
  daily: [],
};

const cardValue = (title: string) => screen.getByRole('heading', { name: title }).nextElementSibling?.textContent;

describe('ReportCards', () => {
  it('shows revenue and customer deposits (wallet top-ups) apart from the transaction totals', () => {
    render(<ReportCards report={REPORT} />);
    expect(cardValue('Revenue (paid orders less refunds)')).toBe('฿1,200.50');
    expect(cardValue('Customer Deposits (wallet top-ups)')).toBe('฿300.00');
    expect(cardValue('Total Deposits')).toBe('฿1,500.50');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says how many listed transactions are demo data, and that revenue never counts them', () => {
    render(<ReportCards report={{ ...REPORT, demoTransactionCount: 7 }} />);
    expect(screen.getByRole('note').textContent).toMatch(/^Demo data: 7 of the transactions below .* Revenue and Customer Deposits never do\.$/);
  });
});
