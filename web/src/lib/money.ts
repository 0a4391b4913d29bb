import { formatWholeNumber, groupDigits } from './digits';

/**
 * Money arrives from the API as exact decimal strings ("404.43"). Sums are done in whole satang
 * (integers) so a cart total never picks up float noise; formatting is for people only, and works on the
 * decimal text itself, as Thai baht are written: "฿1,234.50", "-฿250.00" (digits.ts says why not Intl).
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** "฿404.43" for "404.43", 404.43 or 40443 satang passed through fromSatang; rounded half away from zero to satang. */
export function formatBaht(amount: string | number): string {
  const text = typeof amount === 'number' ? numberAsDecimal(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not a baht amount: ${amount}`);
  const [, minus, whole, fraction = ''] = match;
  const satang = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (Number(fraction[2] ?? 0) >= 5 ? 1n : 0n);
  const digits = satang.toString().padStart(3, '0');
  const sign = minus && satang !== 0n ? '-' : '';
  return withBahtSign(`${sign}${groupDigits(digits.slice(0, -2))}.${digits.slice(-2)}`);
}

/** "-฿1,234.50" for "-1,234.50": the baht sign goes after the minus, as Intl wrote it. */
function withBahtSign(number: string): string {
  return number.startsWith('-') ? `-฿${number.slice(1)}` : `฿${number}`;
}

/** A number's shortest decimal text, as Intl reads it; amounts too small to show a satang are 0. */
function numberAsDecimal(amount: number): string {
  return Math.abs(amount) < 0.001 ? '0' : String(amount);
}

/** "฿3,680" for 3680: a price bound, which is a whole number of baht (the store's slider moves in steps of one). */
export function formatWholeBaht(amount: number): string {
  return withBahtSign(formatWholeNumber(amount));
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
