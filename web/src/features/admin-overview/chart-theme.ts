import type { ChartOptions } from 'chart.js';

// Theme colours of app.css, which a canvas cannot read from CSS variables.
const TICK_COLOUR = '#a3a9c2';
const GRID_COLOUR = '#2a3050';

interface ChartFormats {
  /** A value as the tooltip shows it, in full. */
  formatValue: (value: number) => string;
  /** A value-axis label; short, so the axis leaves the plot room on a phone. */
  formatTick?: (value: number) => string;
  /** Counts: no fractional ticks. */
  wholeNumbers?: boolean;
}

/**
 * Options both dashboard charts share: they fill their 300 px box (so the box, not the width, sets the height),
 * read on the dark theme, and start their value axis at zero.
 */
export function darkChartOptions({ formatValue, formatTick = formatValue, wholeNumbers = false }: ChartFormats) {
  const axis = { ticks: { color: TICK_COLOUR }, grid: { color: GRID_COLOUR } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (context) => formatValue(Number(context.raw)) } },
    },
    scales: {
      x: axis,
      y: { ...axis, beginAtZero: true, ticks: { ...axis.ticks, ...(wholeNumbers ? { precision: 0 } : {}), callback: (value) => formatTick(Number(value)) } },
    },
  } satisfies ChartOptions<'line'> & ChartOptions<'bar'>;
}
