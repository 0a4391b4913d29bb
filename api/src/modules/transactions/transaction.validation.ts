import { z } from 'zod';
import { calendarDayField, searchTextField, withoutBlanks } from '../common/validation.js';
import { TransactionStatus, TransactionType } from './transaction.enums.js';

export const transactionFilterSchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      from: calendarDayField.optional(),
      to: calendarDayField.optional(),
      type: z.enum(TransactionType, { error: 'must be DEPOSIT, WITHDRAWAL or TRANSFER' }).optional(),
      status: z.enum(TransactionStatus, { error: 'must be COMPLETED, PENDING or FAILED' }).optional(),
      search: searchTextField.optional(),
    })
    // YYYY-MM-DD strings order like the dates they name.
    .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'must not be before from' }),
);

export type TransactionFilter = z.input<typeof transactionFilterSchema>;
export type ParsedTransactionFilter = z.output<typeof transactionFilterSchema>;
