import { Line } from '../admin-shell/ui/charts';
import { formatBaht } from '../../lib/money';
import { ChartPanel } from './chart-panel';
import { darkChartOptions } from './chart-theme';
import { monthLabel, type RevenueByMonth, revenueChartData } from './overview-chart-data';

const compactBaht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const options = darkChartOptions({ formatValue: formatBaht, formatTick: (value) => compactBaht.format(value) });

/** 'Revenue Overview': orders paid less refunds per Bangkok month over the last six months (top-ups are not revenue). */
export function RevenueChart({ stats }: { stats: RevenueByMonth }) {
  const figures = stats.revenueByMonth.map((entry) => ({ label: monthLabel(entry.month), value: formatBaht(entry.revenue) }));
  return (
    <ChartPanel title="Revenue Overview" columns={['Month', 'Revenue']} figures={figures}>
      {(chartLabel) => <Line role="img" aria-label={chartLabel} data={revenueChartData(stats)} options={options} />}
    </ChartPanel>
  );
}
