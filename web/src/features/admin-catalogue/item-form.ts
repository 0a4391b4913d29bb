/** What the Add New Item form and the Edit Item modal hold, how they are checked and how they become API input. */
import type { DeliveryMethod, ItemType, Rarity } from '../../gql/graphql';
import { isFilled } from './catalogue-rules';

export const RARITIES: readonly Rarity[] = ['Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical'];

/** The item types in the order the form offers them; their names are in catalogueMessages. */
export const ITEM_TYPES: readonly ItemType[] = ['PERMANENT_FRUIT', 'GAMEPASS', 'PHYSICAL_FRUIT', 'OTHER', 'ACCOUNT'];

export interface ItemFormValues {
  name: string;
  /** The Thai name; blank for none. */
  nameTh: string;
  /** The select's value: a category id, or '' before one is chosen. */
  categoryId: string;
  price: string;
  oldPrice: string;
  rarity: Rarity | '';
  type: ItemType;
  stock: string;
  deliveryMethod: DeliveryMethod;
  /** What the buyer should do to receive the item; blank for none. */
  deliveryInstructions: string;
  /** A newly chosen picture; editing keeps the current one while this is null. */
  image: File | null;
}

/** The longest Thai name (the API's limit, as for the English name). */
export const NAME_TH_MAX_LENGTH = 100;

/** The most delivery instructions may hold (the API's limit). */
export const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 500;

/** A blank Add New Item form: Common rarity and the API's own defaults for type, stock and delivery. */
export function emptyItemForm(categoryId: number | null): ItemFormValues {
  return {
    name: '',
    nameTh: '',
    categoryId: categoryId === null ? '' : String(categoryId),
    price: '',
    oldPrice: '',
    rarity: 'Common',
    type: 'OTHER',
    stock: '0',
    deliveryMethod: 'IN_GAME_TRADE',
    deliveryInstructions: '',
    image: null,
  };
}

/** The Edit Item modal starts from the item as it is. */
export function itemFormOf(item: {
  name: string;
  nameTh?: string | null;
  category: { id: number };
  price: string;
  oldPrice?: string | null;
  rarity: Rarity;
  type: ItemType;
  stock: number;
  deliveryMethod: DeliveryMethod;
  deliveryInstructions?: string | null;
}): ItemFormValues {
  return {
    name: item.name,
    nameTh: item.nameTh ?? '',
    categoryId: String(item.category.id),
    price: item.price,
    oldPrice: item.oldPrice ?? '',
    rarity: item.rarity,
    type: item.type,
    stock: String(item.stock),
    deliveryMethod: item.deliveryMethod,
    deliveryInstructions: item.deliveryInstructions ?? '',
    image: null,
  };
}

/** Add needs name, price, category, rarity and an image (spec section 5). */
export function isNewItemComplete(values: ItemFormValues): boolean {
  return isEditedItemComplete(values) && values.rarity !== '' && values.image !== null;
}

/** Edit needs name, price and category (spec section 5). */
export function isEditedItemComplete(values: ItemFormValues): boolean {
  return isFilled(values.name) && isFilled(values.price) && values.categoryId !== '';
}

/**
 * The fields both createItem and updateItem take. An empty old price, a blank Thai name or blank delivery
 * instructions are null, which removes them on edit; an empty stock is left out (the server keeps or defaults it). Amounts
 * stay strings: the server checks them.
 */
export function itemInputOf(values: ItemFormValues) {
  return {
    name: values.name.trim(),
    nameTh: isFilled(values.nameTh) ? values.nameTh.trim() : null,
    categoryId: Number(values.categoryId),
    price: values.price.trim(),
    oldPrice: isFilled(values.oldPrice) ? values.oldPrice.trim() : null,
    rarity: values.rarity === '' ? undefined : values.rarity,
    type: values.type,
    stock: isFilled(values.stock) ? Number(values.stock) : undefined,
    deliveryMethod: values.deliveryMethod,
    deliveryInstructions: isFilled(values.deliveryInstructions) ? values.deliveryInstructions.trim() : null,
  };
}

type ItemInput = ReturnType<typeof itemInputOf>;

/**
 * An edit as updateItem takes it: only the fields the admin changed from the item as opened, and the version
 * it was opened at, so the server refuses the edit (CONFLICT) if the item changed since instead of quietly
 * undoing that change (a price adjustment, an order taking stock). A field whose input is the same after
 * trimming is unchanged; an emptied stock means "keep it" and is not sent.
 */
export function changedItemInput(opened: ItemFormValues, edited: ItemFormValues, version: number): Partial<ItemInput> & { version: number } {
  const before = itemInputOf(opened);
  const after = itemInputOf(edited);
  const changed = (Object.keys(after) as (keyof ItemInput)[]).filter((key) => after[key] !== undefined && after[key] !== before[key]);
  return { ...Object.fromEntries(changed.map((key) => [key, after[key]])), version };
}

/** Whether an edit changes anything: a field (beyond the version) or a new picture. */
export function editChangesItem(input: { version: number }, image: File | null): boolean {
  return image !== null || Object.keys(input).some((key) => key !== 'version');
}
