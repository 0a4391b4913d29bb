import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { CHART_HEIGHT, Line } from '../admin-shell/ui/charts';
import { absoluteBaht, amountTone, signedBaht } from '../../lib/signed-money';
import { ChartFiguresTable } from '../admin-shell/ui/chart-figures-table';
import { adminPaymentsMessages } from './admin-payments-messages';
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
  const text = useMessages(adminPaymentsMessages);
  const tone = (amount: string | undefined) => (amount === undefined ? 'zero' : amountTone(amount));
  const cards = [
    { title: text.revenue, value: report && formatBaht(report.revenue), tone: tone(report?.revenue) },
    { title: text.customerDeposits, value: report && formatBaht(report.customerDeposits), tone: tone(report?.customerDeposits) },
    { title: text.totalDeposits, value: report && formatBaht(report.totalDeposits), tone: tone(report?.totalDeposits) },
    { title: text.totalWithdrawals, value: report && absoluteBaht(report.totalWithdrawals), tone: tone(report?.totalWithdrawals) },
    { title: text.balance, value: report && formatBaht(report.balance), tone: tone(report?.balance) },
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
          {fill(text.demoNote, { count: report.demoTransactionCount })}
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
  const text = useMessages(adminPaymentsMessages);
  let body;
  if (!report) body = <p className="payments-state" role="status">{text.loadingChart}</p>;
  else if (report.daily.length === 0) body = <p className="payments-state">{text.nothingToChart}</p>;
  else
    body = (
      <>
        <div className="report-chart__canvas" style={{ height: CHART_HEIGHT }}>
          <Line
            data={reportChartData(report.daily, text.netAmountBaht)}
            options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { display: false } } }}
            aria-label={text.netAmountByDate}
            role="img"
          />
        </div>
        <ChartFiguresTable
          caption={text.netAmountByDate}
          columns={[text.date, text.netAmount]}
          figures={report.daily.map((day) => ({ label: day.date, value: signedBaht(day.net) }))}
        />
      </>
    );
  return (
    <section className="admin-card report-chart" aria-labelledby="report-chart-title">
      <h2 id="report-chart-title">{text.amountByDate}</h2>
      {body}
    </section>
  );
}
