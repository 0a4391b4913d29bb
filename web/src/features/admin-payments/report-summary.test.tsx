import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../test-support/in-language';
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
    render(inLanguage('en', <ReportCards report={REPORT} />));
    expect(cardValue('Revenue (paid orders less refunds)')).toBe('฿1,200.50');
    expect(cardValue('Customer Deposits (wallet top-ups)')).toBe('฿300.00');
    expect(cardValue('Total Deposits')).toBe('฿1,500.50');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says how many listed transactions are demo data, and that revenue never counts them', () => {
    render(inLanguage('en', <ReportCards report={{ ...REPORT, demoTransactionCount: 7 }} />));
    expect(screen.getByRole('note').textContent).toMatch(/^Demo data: 7 of the transactions below .* Revenue and Customer Deposits never do\.$/);
  });

  it('names the cards and the demo note in Thai when the dashboard is in Thai', () => {
    render(inLanguage('th', <ReportCards report={{ ...REPORT, demoTransactionCount: 7 }} />));
    expect(cardValue('รายได้ (คำสั่งซื้อที่ชำระแล้ว หักเงินคืน)')).toBe('฿1,200.50');
    expect(cardValue('ยอดถอนรวม')).toBe('฿200.00');
    expect(screen.getByRole('note').textContent).toMatch(/^ข้อมูลตัวอย่าง: 7 รายการ/);
  });
});
