/**
 * Money is a decimal string end to end ("404.43"): PostgreSQL NUMERIC(12,2) in storage, never a JS float.
 * Arithmetic happens in SQL; this module only checks and normalises what callers send.
 */
const MONEY_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

export const MONEY_RULE = 'must be a positive amount below 10,000,000 with at most two decimals';

/** "404.4" -> "404.40"; undefined when the value is not a positive amount below 10,000,000 with ≤ 2 decimals. */
export function normaliseMoney(raw: string | number): string | undefined {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
  if (!MONEY_PATTERN.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const normalised = `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
  return normalised === '0.00' ? undefined : normalised;
}

/** Whether a value means "no amount" (the spec's clients send null, "" or "0.00" for a missing old price). */
export function isBlankAmount(raw: unknown): boolean {
  if (raw === null || raw === undefined) return true;
  if (typeof raw === 'number') return raw === 0;
  if (typeof raw !== 'string') return false;
  const text = raw.trim();
  return text === '' || text === 'null' || /^0+(\.0+)?$/.test(text);
}

/** Whether amount `a` is above amount `b`, compared exactly in cents (both as NUMERIC(12,2) text). */
export function isAmountAbove(a: string, b: string): boolean {
  return cents(a) > cents(b);
}

/** `amount` × `quantity`, exactly (in cents), as "123.45". */
export function multiplyAmount(amount: string, quantity: number): string {
  return fromCents(cents(amount) * BigInt(quantity));
}

/** The exact sum of amounts, as "123.45"; "0.00" for none. */
export function sumAmounts(amounts: string[]): string {
  return fromCents(amounts.reduce((sum, amount) => sum + cents(amount), 0n));
}

function fromCents(total: bigint): string {
  const text = total.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

function cents(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
}

const bahtFormat = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });

/** "1234.5" -> "฿1,234.50", formatted from the decimal string itself (no float in between). */
export function formatBaht(amount: string): string {
  return bahtFormat.format(amount as Intl.StringNumericLiteral);
}
