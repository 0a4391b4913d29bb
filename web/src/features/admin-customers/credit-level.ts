/** How healthy a customer's remaining credit (their wallet balance) is; the card colours it green, yellow or red (spec section 4). */
export type CreditLevel = 'high' | 'medium' | 'low';

/** Spec section 9: the credit colour thresholds. */
const HIGH_CREDIT_FROM = 3000;
const MEDIUM_CREDIT_FROM = 1500;

/**
 * 'high' at 3000 or more, 'medium' at 1500 or more, 'low' below. Comparing the parsed decimal with a whole
 * number is exact for any two-place amount NUMERIC(12,2) can hold, so no decimal helper is needed here.
 */
export function creditLevel(balance: string): CreditLevel {
  const amount = Number(balance);
  if (Number.isNaN(amount)) throw new Error(`Not a credit amount: ${balance}`);
  if (amount >= HIGH_CREDIT_FROM) return 'high';
  if (amount >= MEDIUM_CREDIT_FROM) return 'medium';
  return 'low';
}
