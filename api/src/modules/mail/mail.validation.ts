import { z } from 'zod';
import { searchTextField, withoutBlanks } from '../common/validation.js';
import { MailLanguage, MailStatus } from './mail.enums.js';

export const mailLogFilterSchema = z.preprocess(
  withoutBlanks,
  z.object({
    status: z.enum(MailStatus, { error: `must be one of: ${Object.values(MailStatus).join(', ')}` }).optional(),
    /** Part of the recipient's address. */
    search: searchTextField.optional(),
  }),
);

/** The language a mail is written in: th or en, in any case; null and missing are left to the caller's default. */
export const mailLanguageField = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : (value ?? undefined)),
  z.enum(MailLanguage, { error: 'must be th or en' }).optional(),
);

export type MailLogFilter = z.input<typeof mailLogFilterSchema>;
