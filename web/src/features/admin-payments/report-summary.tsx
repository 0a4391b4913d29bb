import { formatBaht } from '../../lib/money';
import { CHART_HEIGHT, Line } from '../admin-shell/ui/charts';
import { absoluteBaht, amountTone, signedBaht } from '../../lib/signed-money';
import { ChartFiguresTable } from '../admin-shell/ui/chart-figures-table';
import { type DailyAmountPoint, reportChartData } from './report-chart-data';

export interface ReportTotals {
  revenue: string;
  customerDeposits: string;
  demoTransactionCount: number;
  totalDeposits: string;
  totalWithdrawals: string;
  balance: string;
  daily: readonly DailyAmountPoint[];
}

/**
 * Revenue and Customer Deposits from the ledger over the filter's dates (as the Overview counts them), then Total
 * Deposits, Total Withdrawals (as a magnitude) and Balance of the listed transactions, all from the server; a
 * development shop's demo rows are said to be among the listed ones, never in revenue.
 */
export function ReportCards({ report }: { report: ReportTotals | undefined }) {
  const tone = (amount: string | undefined) => (amount === undefined ? 'zero' : amountTone(amount));
  const cards = [
    { title: 'Revenue (paid orders less refunds)', value: report && formatBaht(report.revenue), tone: tone(report?.revenue) },
    { title: 'Customer Deposits (wallet top-ups)', value: report && formatBaht(report.customerDeposits), tone: tone(report?.customerDeposits) },
    { title: 'Total Deposits', value: report && formatBaht(report.totalDeposits), tone: tone(report?.totalDeposits) },
    { title: 'Total Withdrawals', value: report && absoluteBaht(report.totalWithdrawals), tone: tone(report?.totalWithdrawals) },
    { title: 'Balance', value: report && formatBaht(report.balance), tone: tone(report?.balance) },
  ];
  return (
    <>
      <ul className="report-cards">
        {cards.map((card) => (
          <li key={card.title} className="admin-card report-card">
            <h2 className="report-card__title">{card.title}</h2>
            <p className={`report-card__value amount--${card.tone}`} aria-busy={!report}>
              {card.value ?? '…'}
            </p>
          </li>
        ))}
      </ul>
      {report && report.demoTransactionCount > 0 && (
        <p className="payments-note" role="note">
          Demo data: {report.demoTransactionCount} of the transactions below are made-up rows of a development shop. Total Deposits, Total
          Withdrawals and Balance include them; Revenue and Customer Deposits never do.
        </p>
      )}
    </>
  );
}

/**
 * The day-by-day net amount as a line (300 px high, tension 0.3), with each day's figure in a table for screen
 * readers; says so when there is nothing to draw.
 */
export function ReportChart({ report }: { report: ReportTotals | undefined }) {
  let body;
  if (!report) body = <p className="payments-state" role="status">Loading chart...</p>;
  else if (report.daily.length === 0) body = <p className="payments-state">No transactions to chart for this filter.</p>;
  else
    body = (
      <>
        <div className="report-chart__canvas" style={{ height: CHART_HEIGHT }}>
          <Line
            data={reportChartData(report.daily)}
            options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { display: false } } }}
            aria-label="Net amount by date"
            role="img"
          />
        </div>
        <ChartFiguresTable
          caption="Net amount by date"
          columns={['Date', 'Net amount']}
          figures={report.daily.map((day) => ({ label: day.date, value: signedBaht(day.net) }))}
        />
      </>
    );
  return (
    <section className="admin-card report-chart" aria-labelledby="report-chart-title">
      <h2 id="report-chart-title">Amount by Date</h2>
      {body}
    </section>
  );
}
