import { Bar } from '../admin-shell/ui/charts';
import { ChartPanel } from './chart-panel';
import { darkChartOptions } from './chart-theme';
import { type UserGrowthByWeekday, userGrowthChartData } from './overview-chart-data';
import { formatCount } from './format-count';

const options = darkChartOptions({ formatValue: formatCount, wholeNumbers: true });

/** 'User Growth': customers who signed up in the last 28 days, by weekday. */
export function UserGrowthChart({ stats }: { stats: UserGrowthByWeekday }) {
  const figures = stats.userGrowth.map((entry) => ({ label: entry.weekday, value: formatCount(entry.count) }));
  return (
    <ChartPanel title="User Growth" columns={['Weekday', 'New users']} figures={figures}>
      {(chartLabel) => <Bar role="img" aria-label={chartLabel} data={userGrowthChartData(stats)} options={options} />}
    </ChartPanel>
  );
}
