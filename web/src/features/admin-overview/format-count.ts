const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12345 → '12,345': the dashboard's counts (transactions, users, stock). */
export function formatCount(count: number): string {
  return countFormat.format(count);
}
