import { z } from 'zod';
import { emailField, newPasswordField } from '../admin/admin.validation.js';
import { MailLanguage } from '../mail/mail.enums.js';
import { mailLanguageField } from '../mail/mail.validation.js';

export const googleLoginSchema = z.object({
  token: z.string({ error: 'is required' }).min(1, 'is required').max(4096, 'is too long'),
});

export const customerRegisterSchema = z.object({
  username: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[\w.-]{3,30}$/, 'must be 3 to 30 letters, digits, dots, dashes or underscores'),
  email: emailField,
  password: newPasswordField,
  /** The language the shop is read in at sign-up: the account's mails are written in it. */
  language: mailLanguageField.transform((language) => language ?? MailLanguage.TH),
});

/** A shopper's e-mail settings; a field left out stays as it is. */
export const mailSettingsSchema = z.object({
  language: mailLanguageField,
  orderUpdateMails: z.boolean({ error: 'must be true or false' }).nullish().transform((wanted) => wanted ?? undefined),
});

/** The form's "Username/Email" box: either one identifies the customer. */
export const customerLoginSchema = z.object({
  identifier: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200),
});

export type GoogleLoginFields = z.input<typeof googleLoginSchema>;
export type CustomerRegisterFields = z.input<typeof customerRegisterSchema>;
export type CustomerLoginFields = z.input<typeof customerLoginSchema>;
export type MailSettingsFields = z.input<typeof mailSettingsSchema>;
