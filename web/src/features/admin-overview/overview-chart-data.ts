import type { ChartData } from 'chart.js';
import type { Language } from '../../lib/i18n';
import { CHART_FILL_COLOUR, CHART_LINE_COLOUR, LINE_TENSION } from '../admin-shell/ui/charts';

/** The parts of `dashboardStats` the charts draw (money as exact decimal strings, as the API sends it). */
export interface RevenueByMonth {
  revenueByMonth: readonly { month: string; revenue: string }[];
}
export interface UserGrowthByWeekday {
  userGrowth: readonly { weekday: string; count: number }[];
}

// Months are read in UTC so the label never shifts with the viewer's time zone; Thai counts Buddhist Era years.
const monthFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  th: new Intl.DateTimeFormat('th-TH', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** '2026-06' → 'Jun 2026' (English), 'มิ.ย. 2569' (Thai). */
export function monthLabel(month: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new Error(`Not a YYYY-MM month: ${month}`);
  return monthFormats[language].format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** The Revenue Overview line: one point per month, oldest first, in baht. */
export function revenueChartData(stats: RevenueByMonth, words: { language: Language; series: string }): ChartData<'line', number[], string> {
  return {
    labels: stats.revenueByMonth.map((entry) => monthLabel(entry.month, words.language)),
    datasets: [
      {
        label: words.series,
        // Plotting only: the exact figures stay strings everywhere they are shown as text.
        data: stats.revenueByMonth.map((entry) => Number(entry.revenue)),
        tension: LINE_TENSION,
        borderColor: CHART_LINE_COLOUR,
        backgroundColor: CHART_FILL_COLOUR,
        pointBackgroundColor: CHART_LINE_COLOUR,
        fill: true,
      },
    ],
  };
}

/** The User Growth bars: customers who signed up in the last 28 days, per weekday, Mon..Sun as the server orders them. */
export function userGrowthChartData(stats: UserGrowthByWeekday, words: { day(weekday: string): string; series: string }): ChartData<'bar', number[], string> {
  return {
    labels: stats.userGrowth.map((entry) => words.day(entry.weekday)),
    datasets: [
      {
        label: words.series,
        data: stats.userGrowth.map((entry) => entry.count),
        backgroundColor: '#22d3ee',
        borderRadius: 6,
      },
    ],
  };
}
