import { Line } from '../admin-shell/ui/charts';
import { useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { ChartPanel } from './chart-panel';
import { darkChartOptions } from './chart-theme';
import { monthLabel, type RevenueByMonth, revenueChartData } from './overview-chart-data';
import { overviewMessages } from './overview-messages';

const compactBaht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const options = darkChartOptions({ formatValue: formatBaht, formatTick: (value) => compactBaht.format(value) });

/** 'Revenue Overview': orders paid less refunds per Bangkok month over the last six months (top-ups are not revenue). */
export function RevenueChart({ stats }: { stats: RevenueByMonth }) {
  const text = useMessages(overviewMessages);
  const { language } = useLanguage();
  const figures = stats.revenueByMonth.map((entry) => ({ label: monthLabel(entry.month, language), value: formatBaht(entry.revenue) }));
  return (
    <ChartPanel title={text.revenueChart} columns={[text.month, text.revenue]} figures={figures}>
      {(chartLabel) => <Line role="img" aria-label={chartLabel} data={revenueChartData(stats, { language, series: text.revenueSeries })} options={options} />}
    </ChartPanel>
  );
}
