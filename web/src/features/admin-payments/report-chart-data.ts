import type { ChartData } from 'chart.js';
import { CHART_FILL_COLOUR, CHART_LINE_COLOUR, LINE_TENSION } from '../admin-shell/ui/charts';

export interface DailyAmountPoint {
  date: string;
  net: string;
}

const MAX_DAYS_WITH_POINTS = 31;

/**
 * The Payment Reports line: one point per date that has rows (the server's `daily`, oldest first), its height
 * the day's net amount; `label` names the line in the page's language. Floats are fine here: they only place
 * points; every figure shown as text is exact.
 */
export function reportChartData(daily: readonly DailyAmountPoint[], label: string): ChartData<'line', number[], string> {
  return {
    labels: daily.map((day) => day.date),
    datasets: [
      {
        label,
        data: daily.map((day) => Number(day.net)),
        tension: LINE_TENSION,
        borderColor: CHART_LINE_COLOUR,
        backgroundColor: CHART_FILL_COLOUR,
        pointBackgroundColor: CHART_LINE_COLOUR,
        // A few months of days as dots would hide the line; a short range shows each day's point.
        pointRadius: daily.length > MAX_DAYS_WITH_POINTS ? 0 : 3,
        fill: true,
      },
    ],
  };
}
