import { z } from 'zod';
import { idField, withoutNulls } from '../common/validation.js';
import { MAX_MESSAGE_LENGTH } from './support-message.entity.js';
import { SupportReason } from './support-reason.js';

const ORDER_REASONS = [SupportReason.NOT_RECEIVED, SupportReason.WRONG_ITEM, SupportReason.PAYMENT_PROBLEM, SupportReason.OTHER] as const;

/** No order: the customer's general conversation. An order: its conversation, which needs a reason. */
export const openConversationSchema = z.preprocess(
  withoutNulls,
  z
    .object({
      orderNumber: z.string({ error: 'must be an order number such as RS-000123' }).trim().max(20, 'must be an order number such as RS-000123').optional(),
      reason: z.enum(ORDER_REASONS, { error: `must be one of ${ORDER_REASONS.join(', ')}` }).optional(),
    })
    .refine((input) => !input.orderNumber || input.reason, { path: ['reason'], message: `is required for an order: one of ${ORDER_REASONS.join(', ')}` }),
);

/**
 * A message: text (trimmed, at most MAX_MESSAGE_LENGTH characters), a picture, or both. Control characters
 * other than line breaks and tabs are dropped: they have no business in a chat and could spoof what staff read.
 */
export const messageSchema = z
  .object({
    conversationId: idField,
    body: z
      .string({ error: 'must be text' })
      .transform((text) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim())
      .pipe(z.string().max(MAX_MESSAGE_LENGTH, `must be at most ${MAX_MESSAGE_LENGTH} characters`))
      .optional()
      .default(''),
    hasImage: z.boolean(),
  })
  .refine((message) => message.body.length > 0 || message.hasImage, { path: ['body'], message: 'is required: write a message or attach a picture' });

export const conversationIdSchema = z.object({ conversationId: idField });

const clockTime = z.string({ error: 'must be a time such as 09:00' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00 (24-hour clock)');

/** Support hours: at least one day of the week, opening and closing times that differ; or null for none. */
export const supportSettingsSchema = z.object({
  hours: z
    .object({
      days: z
        .array(z.number({ error: 'must be days 0 (Sunday) to 6 (Saturday)' }).int().min(0, 'must be days 0 (Sunday) to 6 (Saturday)').max(6, 'must be days 0 (Sunday) to 6 (Saturday)'), {
          error: 'must be a list of days',
        })
        .min(1, 'must name at least one day')
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
      opensAt: clockTime,
      closesAt: clockTime,
    })
    .refine((hours) => hours.opensAt !== hours.closesAt, { path: ['closesAt'], message: 'must differ from the opening time' })
    .nullable()
    .optional()
    .transform((hours) => hours ?? null),
  replyMailMinutes: z.number({ error: 'must be a number of minutes' }).int('must be whole minutes').min(1, 'must be 1 to 1440 minutes').max(1440, 'must be 1 to 1440 minutes'),
});
