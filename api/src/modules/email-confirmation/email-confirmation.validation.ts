import { z } from 'zod';
import { emailField } from '../admin/admin.validation.js';
import { LINK_TOKEN_PATTERN } from '../common/link-token.js';

export const confirmEmailSchema = z.object({
  token: z.string({ error: 'is required' }).regex(LINK_TOKEN_PATTERN, 'is not a link this shop sent'),
});

export const resendConfirmationSchema = z.object({ email: emailField });

export type ConfirmEmailFields = z.input<typeof confirmEmailSchema>;
export type ResendConfirmationFields = z.input<typeof resendConfirmationSchema>;
