import { z } from 'zod';

/** What a PromptPay id names, as promptparse's AnyID types call it. */
export type PromptPayIdKind = 'MSISDN' | 'NATID' | 'EWALLETID';

const RULE = 'must be a Thai mobile number (0XXXXXXXXX), a 13-digit national or tax id, or a 15-digit e-wallet id';

/** A 13-digit Thai national or tax id whose last digit is the checksum of the first twelve. */
function isThaiTaxId(digits: string): boolean {
  const weighted = [...digits.slice(0, 12)].reduce((sum, digit, index) => sum + Number(digit) * (13 - index), 0);
  return (11 - (weighted % 11)) % 10 === Number(digits[12]);
}

/** The kind of a PromptPay id written in digits only, or undefined when it is none. */
export function promptPayIdKind(digits: string): PromptPayIdKind | undefined {
  if (/^0\d{9}$/.test(digits)) return 'MSISDN';
  if (/^\d{13}$/.test(digits) && isThaiTaxId(digits)) return 'NATID';
  if (/^\d{15}$/.test(digits)) return 'EWALLETID';
  return undefined;
}

/** A PromptPay id as people write it ("081-234-5678", "1 2345 67890 12 1"), kept as digits only. */
export const promptPayIdField = z
  .string({ error: RULE })
  .transform((text) => text.replace(/[\s-]/g, ''))
  .refine((digits) => promptPayIdKind(digits) !== undefined, RULE);
