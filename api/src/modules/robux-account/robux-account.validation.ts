import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/pagination.js';
import { moneyField, searchTextField, withoutBlanks, withoutNulls } from '../common/validation.js';
import { accountIdField } from '../orders/order.validation.js';
import { RobuxAccountStatus } from './robux-account-status.js';

/** Bounds that keep every price between ฿0.01 and ฿1,000,000: 10 Robux at ฿1 per 1,000 is one satang. */
export const MIN_ROBUX = 10;
export const MAX_ROBUX = 1_000_000;
export const MIN_RATE = '1.00';
/** Baht per 1,000 Robux. Shops sell around ฿80–฿200; anything above this is a typo, not a price. */
export const MAX_RATE = '1000.00';
export const DEFAULT_GUARANTEE_DAYS = 3;

export enum ListingSort {
  RATE_ASC = 'RATE_ASC',
  RATE_DESC = 'RATE_DESC',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
}

const ROBUX_RULE = `must be a whole number of Robux from ${MIN_ROBUX} to ${MAX_ROBUX.toLocaleString('en-US')}`;

const robuxField = z
  .union([z.number(), z.string()], { error: ROBUX_RULE })
  .transform((raw, ctx) => {
    const text = String(raw).trim().replace(/,/g, '');
    const value = /^\d{1,8}$/.test(text) ? Number(text) : NaN;
    if (!(value >= MIN_ROBUX && value <= MAX_ROBUX)) ctx.addIssue({ code: 'custom', message: ROBUX_RULE });
    return value;
  });

const rateField = moneyField.refine((rate) => rate === '' || (Number(rate) >= Number(MIN_RATE) && Number(rate) <= Number(MAX_RATE)), {
  message: `must be from ${MIN_RATE} to ${MAX_RATE} baht per 1,000 Robux`,
});

const guaranteeField = z.union([z.number(), z.string()], { error: 'must be a whole number of days from 0 to 365' }).transform((raw, ctx) => {
  const text = String(raw).trim();
  const value = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(value >= 0 && value <= 365)) ctx.addIssue({ code: 'custom', message: 'must be a whole number of days from 0 to 365' });
  return value;
});

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((text) => text || null);

export const loginSchema = z.preprocess(
  withoutNulls,
  z.object({
    username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'must be at most 200 characters'),
    recoveryEmail: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'must be an e-mail address' }).max(254).optional()).transform((v) => v ?? null),
    notes: optionalText(1000).optional().transform((v) => v ?? null),
  }),
);

const listingFields = {
  robux: robuxField,
  rate: rateField,
  accountType: z.string({ error: 'is required' }).trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  guaranteeDays: guaranteeField,
  notes: optionalText(500),
  login: loginSchema,
};

export const createListingSchema = z.preprocess(
  withoutNulls,
  z.object({
    /** Staff may keep their own ids (RBX- and digits); otherwise the next number is given. */
    id: accountIdField.optional(),
    ...listingFields,
    guaranteeDays: listingFields.guaranteeDays.default(DEFAULT_GUARANTEE_DAYS),
    notes: listingFields.notes.optional().transform((v) => v ?? null),
    login: listingFields.login.optional(),
  }),
);
export type CreateListing = z.output<typeof createListingSchema>;

/** Every field optional; notes "" clears them; a login given replaces the sealed one. */
export const updateListingSchema = z.preprocess(
  withoutNulls,
  z.object({
    robux: listingFields.robux.optional(),
    rate: listingFields.rate.optional(),
    accountType: listingFields.accountType.optional(),
    guaranteeDays: listingFields.guaranteeDays.optional(),
    notes: listingFields.notes.optional(),
    login: listingFields.login.optional(),
  }),
);
export type UpdateListing = z.output<typeof updateListingSchema>;

export const listingQuerySchema = z.preprocess(
  withoutBlanks,
  z.object({
    rate: moneyField.optional(),
    sort: z.enum(ListingSort, { error: `must be one of ${Object.values(ListingSort).join(', ')}` }).default(ListingSort.RATE_ASC),
    offset: z.coerce.number({ error: 'must be a whole number from 0' }).int('must be a whole number from 0').min(0, 'must be a whole number from 0').max(1_000_000).default(0),
    limit: z.coerce
      .number({ error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .int(`must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .min(1, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .default(10)
      .transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
  }),
);
export type ListingQuery = z.output<typeof listingQuerySchema>;

export const staffListingFilterSchema = z.preprocess(
  withoutBlanks,
  z.object({
    status: z.enum(RobuxAccountStatus, { error: `must be one of ${Object.values(RobuxAccountStatus).join(', ')}` }).optional(),
    search: searchTextField.optional(),
  }),
);
export type StaffListingFilter = z.output<typeof staffListingFilterSchema>;

export const publicIdSchema = z.object({ id: accountIdField });

/** REST's ?page=&page_size= (from 1; 10 a page by default) as an offset and limit. */
export const restPageSchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      page: z.coerce.number({ error: 'must be a whole number from 1' }).int('must be a whole number from 1').min(1, 'must be a whole number from 1').max(100_000, 'must be at most 100,000').default(1),
      pageSize: z.coerce
        .number({ error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
        .int(`must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .min(1, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
        .default(10),
    })
    .transform(({ page, pageSize }) => ({ offset: (page - 1) * pageSize, limit: pageSize })),
);
