import { z } from 'zod';
import { ValidationError } from '../common/errors.js';
import { isAmountAbove } from '../common/money.js';
import {
  idField,
  moneyField,
  nameField,
  nonNegativeIntField,
  positiveIntField,
  optionalMoneyField,
  ownImageUrlField,
  searchTextField,
  withoutNulls,
} from '../common/validation.js';
import { ITEM_DELIVERY_METHODS } from '../orders/delivery-method.js';
import { ItemSort, ItemType, Rarity } from './item.enums.js';

/** The longest Thai name, as long as the English one may be. */
const NAME_TH_MAX_LENGTH = 100;

const itemFields = {
  name: nameField,
  /** Blank means none. */
  nameTh: z
    .union([z.string({ error: 'must be text' }).trim().max(NAME_TH_MAX_LENGTH, `must be at most ${NAME_TH_MAX_LENGTH} characters`), z.null()], {
      error: 'must be text',
    })
    .transform((text) => (text ? text : null)),
  categoryId: idField,
  price: moneyField,
  oldPrice: optionalMoneyField,
  rarity: z.enum(Rarity),
  type: z.enum(ItemType),
  stock: nonNegativeIntField,
  deliveryMethod: z.enum(ITEM_DELIVERY_METHODS, { error: `must be one of ${ITEM_DELIVERY_METHODS.join(', ')}` }),
  /** Blank means none. */
  deliveryInstructions: z
    .union([z.string().trim().max(500, 'must be at most 500 characters'), z.null()])
    .transform((text) => (text ? text : null)),
};

export const createItemSchema = z.object({
  ...itemFields,
  nameTh: itemFields.nameTh.optional(),
  oldPrice: itemFields.oldPrice.optional(),
  rarity: itemFields.rarity.default(Rarity.Common),
  type: itemFields.type.default(ItemType.OTHER),
  stock: itemFields.stock.optional(),
  deliveryMethod: itemFields.deliveryMethod.optional(),
  deliveryInstructions: itemFields.deliveryInstructions.optional(),
});

export const updateItemSchema = z.object({
  name: itemFields.name.optional(),
  nameTh: itemFields.nameTh.optional(),
  categoryId: itemFields.categoryId.optional(),
  price: itemFields.price.optional(),
  oldPrice: itemFields.oldPrice.optional(),
  rarity: itemFields.rarity.optional(),
  type: itemFields.type.optional(),
  stock: itemFields.stock.optional(),
  deliveryMethod: itemFields.deliveryMethod.optional(),
  deliveryInstructions: itemFields.deliveryInstructions.optional(),
  imageUrl: ownImageUrlField.optional(),
  /** The version the editor started from; a newer one in the database means someone else changed the item. */
  version: positiveIntField.optional(),
});

/** A price bound for filtering: zero or more, at most two decimals. */
const priceBoundField = z
  .union([z.string(), z.number()])
  .transform((raw) => (typeof raw === 'number' ? String(raw) : raw.trim()))
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'must be an amount of zero or more with at most two decimals'));

export const itemFilterSchema = z.preprocess(withoutNulls, z.object({
  categoryId: idField.optional(),
  rarities: z.array(z.enum(Rarity)).max(5).optional(),
  minPrice: priceBoundField.optional(),
  maxPrice: priceBoundField.optional(),
  type: z.enum(ItemType).optional(),
  search: searchTextField.optional(),
}));

/** Wrapped in an object so a refusal names the `sort` field. */
export const itemSortSchema = z.object({ sort: z.enum(ItemSort) });

/** Price changes in percent: above -100 (a price cannot reach zero) and at most +1000. */
const percentageSchema = z
  .union([z.string(), z.number()], { error: 'must be a number' })
  .transform((raw) => (typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim()))
  .pipe(
    z
      .string()
      .regex(/^[-+]?\d{1,4}(\.\d{1,4})?$/, { message: 'must be a number with at most four decimals', abort: true })
      .refine((text) => Number(text) > -100 && Number(text) <= 1000, 'must be above -100 and at most 1000'),
  );

export const adjustPricesSchema = z.object({
  percentage: percentageSchema,
  categoryId: idField.nullish().transform((id) => id ?? undefined),
});

/**
 * The old price is shown struck through beside the price, as a discount; at or below the price it
 * would show a discount that is not there. `field` is the one the caller sent, so the error names it.
 */
export function assertOldPriceAbovePrice(item: { price: string; oldPrice: string | null }, field: 'price' | 'oldPrice'): void {
  if (item.oldPrice === null || isAmountAbove(item.oldPrice, item.price)) return;
  const message = field === 'oldPrice' ? `must be more than the price (${item.price})` : `must be less than the old price (${item.oldPrice})`;
  throw new ValidationError(`${field} ${message}`, [{ field, message, reason: 'INVALID' }]);
}

export type CreateItemFields = z.input<typeof createItemSchema>;
export type UpdateItemFields = z.input<typeof updateItemSchema>;
export type ItemFilter = z.input<typeof itemFilterSchema>;
