import type { ReactNode } from 'react';
import { useId } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { ChartFiguresTable } from '../admin-shell/ui/chart-figures-table';
import { CHART_HEIGHT } from '../admin-shell/ui/charts';
import { overviewMessages } from './overview-messages';

interface ChartFigure {
  label: string;
  value: string;
}

interface ChartPanelProps {
  title: string;
  /** Column headings of the figures table that screen readers (and tests) read instead of the canvas. */
  columns: [label: string, value: string];
  figures: ChartFigure[];
  /** The chart; it gets the panel's accessible name through `chartLabel`. */
  children: (chartLabel: string) => ReactNode;
}

/** A titled dashboard chart, 300 px high, with its figures as a visually hidden table. */
export function ChartPanel({ title, columns, figures, children }: ChartPanelProps) {
  const titleId = useId();
  const text = useMessages(overviewMessages);
  return (
    <section className="admin-card overview-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview-section-title">
        {title}
      </h2>
      <div className="overview-chart__canvas" style={{ height: CHART_HEIGHT }}>
        {children(fill(text.chartLabel, { title, figures: figures.map((figure) => `${figure.label} ${figure.value}`).join(', ') }))}
      </div>
      <ChartFiguresTable caption={title} columns={columns} figures={figures} />
    </section>
  );
}
