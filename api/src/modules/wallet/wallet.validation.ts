import { z } from 'zod';
import { searchTextField, withoutNulls } from '../common/validation.js';

export const TOPUP_MIN = 50;
export const TOPUP_MAX = 50_000;
const TOPUP_RULE = `must be whole baht from ${TOPUP_MIN} to ${TOPUP_MAX.toLocaleString('en-US')}`;

/** Whole baht, as a number or digits: "500" and 500 alike; 10.5, "x", 0 and 50001 are refused. */
export const topupSchema = z.object({
  amount: z.union([z.string(), z.number()], { error: TOPUP_RULE }).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw.trim();
    const baht = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (!(baht >= TOPUP_MIN && baht <= TOPUP_MAX)) {
      ctx.addIssue({ code: 'custom', message: TOPUP_RULE });
      return z.NEVER;
    }
    return `${baht}.00`;
  }),
});

const ADJUST_RULE = 'must be a signed amount of baht with at most two decimals, not zero, at most 100,000 either way (e.g. "150.00" or "-20.50")';

/** A staff credit (positive) or debit (negative) of a wallet, with the reason the gamer and the audit log see. */
export const adjustmentSchema = z.object({
  customerId: z.number({ error: 'must be a customer id' }).int().positive(),
  amount: z.union([z.string(), z.number()], { error: ADJUST_RULE }).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw.trim();
    const match = /^(-)?(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
    const cents = match ? Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0')) : 0;
    if (!match || cents === 0 || cents > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: ADJUST_RULE });
      return z.NEVER;
    }
    return { credit: !match[1], amount: `${match[2].replace(/^0+(?=\d)/, '')}.${(match[3] ?? '').padEnd(2, '0')}` };
  }),
  reason: z.string({ error: 'is required: say why (the gamer sees it)' }).trim().min(1, 'is required: say why (the gamer sees it)').max(300, 'must be at most 300 characters'),
  idempotencyKey: z.uuid({ error: 'must be a UUID' }).optional(),
});

export const customerWalletFilterSchema = z.preprocess(withoutNulls, z.object({ search: searchTextField.optional() }));

export const topupIdSchema = z.object({ id: z.number({ error: 'must be a top-up id' }).int().positive('must be a top-up id') });
