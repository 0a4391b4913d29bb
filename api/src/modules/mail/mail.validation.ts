import { z } from 'zod';
import { searchTextField, withoutBlanks } from '../common/validation.js';
import { MailStatus } from './mail.enums.js';

export const mailLogFilterSchema = z.preprocess(
  withoutBlanks,
  z.object({
    status: z.enum(MailStatus, { error: `must be one of: ${Object.values(MailStatus).join(', ')}` }).optional(),
    /** Part of the recipient's address. */
    search: searchTextField.optional(),
  }),
);

export type MailLogFilter = z.input<typeof mailLogFilterSchema>;
