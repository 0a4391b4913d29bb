import { z } from 'zod';
import { nameField } from '../common/validation.js';
import { MIN_PASSWORD_LENGTH } from './password.js';
import { AdminRole } from './admin-role.js';

export const emailField = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'));

export const newPasswordField = z
  .string({ error: 'is required' })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'must be at most 200 characters');

/** Login checks only the shape: a wrong e-mail format gets the same 401 as a wrong password. */
export const loginSchema = z.object({
  email: z.string({ error: 'is required' }).trim().toLowerCase().min(1, 'is required').max(254),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200),
});

const roleField = z.enum(AdminRole, { error: `must be one of: ${Object.values(AdminRole).join(', ')}` });

export const registerAdminSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  role: roleField.default(AdminRole.ADMIN),
});

export const updateAdminSchema = z.object({
  name: nameField.optional(),
  role: roleField.optional(),
  password: newPasswordField.optional(),
});

export type LoginFields = z.input<typeof loginSchema>;
export type RegisterAdminFields = z.input<typeof registerAdminSchema>;
export type UpdateAdminFields = z.input<typeof updateAdminSchema>;
