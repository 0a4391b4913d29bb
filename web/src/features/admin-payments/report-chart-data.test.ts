import { describe, expect, it } from 'vitest';
import { reportChartData } from './report-chart-data';

describe('reportChartData', () => {
  it("plots each day's net amount against its date, oldest first, with the dashboard's curve", () => {
    const data = reportChartData([
      { date: '2026-11-01', net: '1500.00' },
      { date: '2026-11-03', net: '-250.50' },
    ], 'Net amount (฿)');
    expect(data.labels).toEqual(['2026-11-01', '2026-11-03']);
    expect(data.datasets).toHaveLength(1);
    expect(data.datasets[0]?.data).toEqual([1500, -250.5]);
    expect(data.datasets[0]?.tension).toBe(0.3);
    expect(data.datasets[0]?.pointRadius).toBe(3);
    expect(data.datasets[0]?.label).toBe('Net amount (฿)');
  });

  it('draws a long range as a plain line, without a dot per day', () => {
    const days = Array.from({ length: 32 }, (_, index) => ({ date: `2026-10-${String(index + 1).padStart(2, '0')}`, net: '1.00' }));
    expect(reportChartData(days, 'Net').datasets[0]?.pointRadius).toBe(0);
  });

  it('draws nothing for a report without rows', () => {
    const data = reportChartData([], 'Net');
    expect(data.labels).toEqual([]);
    expect(data.datasets[0]?.data).toEqual([]);
  });
});
