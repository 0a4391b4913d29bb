import { Bar } from '../admin-shell/ui/charts';
import { useMessages } from '../../lib/i18n';
import { ChartPanel } from './chart-panel';
import { darkChartOptions } from './chart-theme';
import { type UserGrowthByWeekday, userGrowthChartData } from './overview-chart-data';
import { formatCount } from './format-count';
import { overviewMessages, type OverviewText } from './overview-messages';

const options = darkChartOptions({ formatValue: formatCount, wholeNumbers: true });

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** The server names weekdays Mon … Sun; each is said in the reader's language. */
const dayIn = (text: OverviewText) => (weekday: string) => ((WEEKDAYS as readonly string[]).includes(weekday) ? text[weekday as (typeof WEEKDAYS)[number]] : weekday);

/** 'User Growth': customers who signed up in the last 28 days, by weekday. */
export function UserGrowthChart({ stats }: { stats: UserGrowthByWeekday }) {
  const text = useMessages(overviewMessages);
  const day = dayIn(text);
  const figures = stats.userGrowth.map((entry) => ({ label: day(entry.weekday), value: formatCount(entry.count) }));
  return (
    <ChartPanel title={text.userGrowth} columns={[text.weekday, text.newUsers]} figures={figures}>
      {(chartLabel) => <Bar role="img" aria-label={chartLabel} data={userGrowthChartData(stats, { day, series: text.newUsers })} options={options} />}
    </ChartPanel>
  );
}
