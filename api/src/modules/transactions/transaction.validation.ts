import { z } from 'zod';
import { searchTextField, withoutNulls } from '../common/validation.js';
import { TransactionStatus, TransactionType } from './transaction.enums.js';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const dayField = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .trim()
  .refine((text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'must be a date written YYYY-MM-DD');

/** Forms and query strings send "" for a filter left empty: that means "not given", like null. */
const withoutBlanks = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(withoutNulls(value) as object).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')))
    : value;

export const transactionFilterSchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      from: dayField.optional(),
      to: dayField.optional(),
      type: z.enum(TransactionType, { error: 'must be DEPOSIT, WITHDRAWAL or TRANSFER' }).optional(),
      status: z.enum(TransactionStatus, { error: 'must be COMPLETED, PENDING or FAILED' }).optional(),
      search: searchTextField.optional(),
    })
    // YYYY-MM-DD strings order like the dates they name.
    .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'must not be before from' }),
);

export type TransactionFilter = z.input<typeof transactionFilterSchema>;
export type ParsedTransactionFilter = z.output<typeof transactionFilterSchema>;
