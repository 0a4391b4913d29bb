import { z } from 'zod';
import { emailField, newPasswordField } from '../admin/admin.validation.js';
import { MailLanguage } from '../mail/mail.enums.js';
import { mailLanguageField } from '../mail/mail.validation.js';
import { LINK_TOKEN_PATTERN } from '../common/link-token.js';

export const resetRequestSchema = z.object({
  email: emailField,
  /** The language the person asking reads the shop in: the mail is written in it. */
  language: mailLanguageField.transform((language) => language ?? MailLanguage.TH),
});

/** The same password rules as signing up (customers) and as a Super Admin setting one (staff). */
export const resetConfirmSchema = z.object({
  token: z.string({ error: 'is required' }).regex(LINK_TOKEN_PATTERN, 'is not a link this shop sent'),
  password: newPasswordField,
});

export type ResetRequestFields = z.input<typeof resetRequestSchema>;
export type ResetConfirmFields = z.input<typeof resetConfirmSchema>;
