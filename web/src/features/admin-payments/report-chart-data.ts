import type { ChartData } from 'chart.js';
import { LINE_TENSION } from '../admin-shell/ui/charts';

export interface DailyAmountPoint {
  date: string;
  net: string;
}

// chart.js draws on a canvas and cannot read CSS variables; these are the theme's --accent and a tint of it.
const LINE_COLOUR = '#7c5cff';
const FILL_COLOUR = 'rgba(124, 92, 255, 0.15)';
const MAX_DAYS_WITH_POINTS = 31;

/**
 * The Payment Reports line: one point per date that has rows (the server's `daily`, oldest first), its height
 * the day's net amount. Floats are fine here: they only place points; every figure shown as text is exact.
 */
export function reportChartData(daily: readonly DailyAmountPoint[]): ChartData<'line', number[], string> {
  return {
    labels: daily.map((day) => day.date),
    datasets: [
      {
        label: 'Net amount (฿)',
        data: daily.map((day) => Number(day.net)),
        tension: LINE_TENSION,
        borderColor: LINE_COLOUR,
        backgroundColor: FILL_COLOUR,
        pointBackgroundColor: LINE_COLOUR,
        // A few months of days as dots would hide the line; a short range shows each day's point.
        pointRadius: daily.length > MAX_DAYS_WITH_POINTS ? 0 : 3,
        fill: true,
      },
    ],
  };
}
