import { describe, expect, it } from 'vitest';
import { monthLabel, revenueChartData, userGrowthChartData } from './overview-chart-data';

describe('monthLabel', () => {
  it('names the month and year', () => {
    expect(monthLabel('2026-06', 'en')).toBe('Jun 2026');
    expect(monthLabel('2025-12', 'en')).toBe('Dec 2025');
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2026-06', 'th')).toBe('มิ.ย. 2569');
  });

  it('refuses anything that is not YYYY-MM', () => {
    expect(() => monthLabel('2026-6', 'en')).toThrow('Not a YYYY-MM month');
    expect(() => monthLabel('June 2026', 'en')).toThrow('Not a YYYY-MM month');
  });
});

const WORDS = { language: 'en' as const, series: 'Revenue (฿)' };

describe('revenueChartData', () => {
  const stats = {
    revenueByMonth: [
      { month: '2025-12', revenue: '0.00' },
      { month: '2026-01', revenue: '15230.50' },
      { month: '2026-02', revenue: '987.05' },
    ],
  };

  it('labels each month and plots its revenue in baht, oldest first', () => {
    const data = revenueChartData(stats, WORDS);
    expect(data.labels).toEqual(['Dec 2025', 'Jan 2026', 'Feb 2026']);
    expect(data.datasets).toHaveLength(1);
    expect(data.datasets[0]?.data).toEqual([0, 15230.5, 987.05]);
  });

  it('draws the line with the spec tension of 0.3', () => {
    expect(revenueChartData(stats, WORDS).datasets[0]?.tension).toBe(0.3);
  });

  it('draws an empty chart when there are no months', () => {
    expect(revenueChartData({ revenueByMonth: [] }, WORDS)).toMatchObject({ labels: [], datasets: [{ data: [] }] });
  });
});

describe('userGrowthChartData', () => {
  it('has one bar per weekday in the order the server gives, with its count', () => {
    const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const data = userGrowthChartData({ userGrowth: weekdays.map((weekday, index) => ({ weekday, count: index * 2 })) }, { day: (weekday) => weekday, series: 'New users' });
    expect(data.labels).toEqual(weekdays);
    expect(data.datasets[0]?.data).toEqual([0, 2, 4, 6, 8, 10, 12]);
  });
});
