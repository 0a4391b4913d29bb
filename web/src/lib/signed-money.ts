import { formatBaht } from './money';

export type AmountTone = 'positive' | 'negative' | 'zero';

/** Money in (deposits) is green, money out (withdrawals, negative) red; nothing moved is neither. */
export function amountTone(amount: string): AmountTone {
  if (!/[1-9]/.test(amount)) return 'zero';
  return amount.trim().startsWith('-') ? 'negative' : 'positive';
}

/** A signed amount with its sign in front of the baht sign: '+฿1,000.00', '-฿250.00', '฿0.00'. */
export function signedBaht(amount: string): string {
  const tone = amountTone(amount);
  const magnitude = formatBaht(amount.trim().replace(/^[-+]/, ''));
  if (tone === 'zero') return magnitude;
  return `${tone === 'negative' ? '-' : '+'}${magnitude}`;
}

/** The magnitude only, as the Total Withdrawals card shows it. */
export function absoluteBaht(amount: string): string {
  return formatBaht(amount.trim().replace(/^[-+]/, ''));
}
