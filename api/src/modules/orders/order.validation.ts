import { z } from 'zod';
import { calendarDayField, moneyField, searchTextField, withoutBlanks, withoutNulls } from '../common/validation.js';
import { OrderStatus } from './order-status.js';

const MAX_ORDER_LINES = 50;
const MAX_LINE_QUANTITY = 99;
/** An order holds its accounts until paid or expired: one shopper may not take a shop's whole list off sale. */
const MAX_ACCOUNTS_PER_ORDER = 5;

const productIdField = z.number({ error: 'must be a product id' }).int('must be a whole number').positive('must be a product id');

const quantityField = z
  .number({ error: `must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  .int(`must be a whole number from 1 to ${MAX_LINE_QUANTITY}`)
  .min(1, `must be a whole number from 1 to ${MAX_LINE_QUANTITY}`)
  .max(MAX_LINE_QUANTITY, `must be a whole number from 1 to ${MAX_LINE_QUANTITY}`);

/** A gamepass id, or a link to it (https://www.roblox.com/game-pass/123456/Name): the id is what is kept. */
const gamepassField = z
  .string({ error: 'must be the gamepass link or id' })
  .trim()
  .transform((text, ctx) => {
    const id = /^\d{1,20}$/.test(text) ? text : /^https:\/\/(www\.)?roblox\.com\/game-pass\/(\d{1,20})(\/[^\s]*)?$/i.exec(text)?.[2];
    if (!id) ctx.addIssue({ code: 'custom', message: 'must be a link to a Roblox gamepass (roblox.com/game-pass/…) or its id' });
    return id ?? '';
  });

/** A Robux account's public id (RBX-10001); one that names no listing is refused when the cart is read. */
export const accountIdField = z
  .string({ error: 'must be a Robux account id such as RBX-10001' })
  .trim()
  .toUpperCase()
  .regex(/^RBX-\d{1,12}$/, 'must be a Robux account id such as RBX-10001');

/** A line as the client sends it: exactly one product, a quantity, and what its delivery needs. */
const cartLineSchema = z
  .object({
    itemId: productIdField.optional(),
    packageId: productIdField.optional(),
    /** A Robux account listing: each is one account, so its quantity is always 1. */
    accountId: accountIdField.optional(),
    /** May be left out for an account (always 1). */
    quantity: quantityField.optional(),
    gamepass: gamepassField.optional(),
    /** The unit price the shopper was shown; the preview flags a line whose price has changed since. */
    seenUnitPrice: moneyField.optional(),
  })
  .superRefine((line, ctx) => {
    const products = [line.itemId, line.packageId, line.accountId].filter((id) => id !== undefined);
    if (products.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'must name exactly one product: an itemId, a packageId or an accountId' });
    }
    if (line.packageId === undefined && line.gamepass !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['gamepass'], message: 'is only asked for Robux packages' });
    }
    if (line.accountId !== undefined && line.quantity !== undefined && line.quantity !== 1) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'must be 1: each Robux account is sold once' });
    }
    if (line.accountId === undefined && line.quantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: `is required: a whole number from 1 to ${MAX_LINE_QUANTITY}` });
    }
  })
  .transform((line) => ({ ...line, quantity: line.quantity ?? 1 }));

export type CartLine = z.output<typeof cartLineSchema>;

const productKey = (line: CartLine) =>
  line.itemId !== undefined ? `item:${line.itemId}` : line.packageId !== undefined ? `package:${line.packageId}` : `account:${line.accountId}`;

const linesField = z
  .array(z.preprocess(withoutNulls, cartLineSchema), { error: 'must be a list of lines' })
  .min(1, 'must hold at least one line: an empty order cannot be placed')
  .max(MAX_ORDER_LINES, `must hold at most ${MAX_ORDER_LINES} lines`)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      const key = productKey(line);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'repeats a product of an earlier line; change that line\'s quantity instead' });
      seen.add(key);
    });
    const accounts = lines.filter((line) => line.accountId !== undefined).length;
    if (accounts > MAX_ACCOUNTS_PER_ORDER) {
      ctx.addIssue({ code: 'custom', message: `must hold at most ${MAX_ACCOUNTS_PER_ORDER} Robux accounts (this one holds ${accounts}); order the others separately` });
    }
  });

/**
 * Whether an order of these lines is delivered to a Roblox user, so placing it takes their username: a Robux
 * account is handed over as its login instead, so a cart of accounts alone needs none.
 */
export const needsRobloxUsername = (lines: CartLine[]): boolean => lines.some((line) => line.accountId === undefined);

export const checkoutPreviewSchema = z.object({ lines: linesField });

export const placeOrderSchema = z.object({
  lines: linesField,
  /** Checked against Roblox's rules by parseRobloxUsername, which names the field; ignored when needsRobloxUsername says so. */
  robloxUsername: z.unknown().optional(),
  idempotencyKey: z.uuid({ error: 'must be a UUID the client keeps for this checkout' }),
  /** The total the shopper agreed to; when prices moved since, the order is refused (PRICE_CHANGED). */
  expectedTotal: moneyField.optional(),
});

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

/** An order number as the caller sent it; one that names no order is NOT_FOUND, so only its text is checked. */
export const orderNumberSchema = z.object({ number: z.string({ error: 'must be an order number' }) });

const reasonField = z.string({ error: 'must be text' }).trim().max(500, 'must be at most 500 characters');

/** Why a payment was sent back: the shopper reads it on the order's timeline. */
export const reasonSchema = z.object({ reason: reasonField.min(1, 'is required: the shopper reads why') });

/** The most a reason for marking an order paid with no payment recorded may hold. */
export const PAID_WITHOUT_PAYMENT_REASON_MAX = 300;

export const statusChangeSchema = z
  .object({
    status: z.enum(OrderStatus, { error: `must be one of ${Object.values(OrderStatus).join(', ')}` }),
    note: reasonField.optional().transform((note) => note || undefined),
    /** Why an order with no payment recorded is marked paid; it becomes the change's note on the timeline. */
    reason: z
      .string({ error: 'must be text' })
      .trim()
      .max(PAID_WITHOUT_PAYMENT_REASON_MAX, `must be at most ${PAID_WITHOUT_PAYMENT_REASON_MAX} characters`)
      .optional()
      .transform((reason) => reason || undefined),
  })
  .refine((change) => !(change.note && change.reason), { path: ['note'], message: "must be left out when a reason is given: the reason is this change's note" });

export const staffOrderFilterSchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      status: z.enum(OrderStatus, { error: `must be one of ${Object.values(OrderStatus).join(', ')}` }).optional(),
      /** Days in Asia/Bangkok, both included. */
      from: calendarDayField.optional(),
      to: calendarDayField.optional(),
      /** An order number or part of a Roblox username. */
      search: searchTextField.optional(),
    })
    // YYYY-MM-DD strings order like the dates they name.
    .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'must not be before from' }),
);

export type StaffOrderFilter = z.output<typeof staffOrderFilterSchema>;

