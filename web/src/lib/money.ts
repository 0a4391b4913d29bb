/**
 * Money arrives from the API as exact decimal strings ("404.43"). Sums are done in whole satang
 * (integers) so a cart total never picks up float noise; formatting is for people only.
 */
const bahtFormat = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "฿404.43" for "404.43", 404.43 or 40443 satang passed through fromSatang. */
export function formatBaht(amount: string | number): string {
  return bahtFormat.format(typeof amount === 'number' ? amount : Number(amount));
}

const wholeBahtFormat = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });

/** "฿3,680" for 3680: a price bound, which is a whole number of baht (the store's slider moves in steps of one). */
export function formatWholeBaht(amount: number): string {
  return wholeBahtFormat.format(amount);
}

/** "404.43" → 40443; rejects anything that is not a plain non-negative decimal with at most two places. */
export function toSatang(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a baht amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 40443 → "404.43" */
export function fromSatang(satang: number): string {
  const whole = Math.floor(satang / 100);
  return `${whole}.${String(satang % 100).padStart(2, '0')}`;
}
