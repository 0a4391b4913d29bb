import { z } from 'zod';
import { emailField, newPasswordField } from '../admin/admin.validation.js';

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
});

/** The form's "Username/Email" box: either one identifies the customer. */
export const customerLoginSchema = z.object({
  identifier: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200),
});

export type GoogleLoginFields = z.input<typeof googleLoginSchema>;
export type CustomerRegisterFields = z.input<typeof customerRegisterSchema>;
export type CustomerLoginFields = z.input<typeof customerLoginSchema>;
