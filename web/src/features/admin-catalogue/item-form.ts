/** What the Add New Item form and the Edit Item modal hold, how they are checked and how they become API input. */
import type { ItemType, Rarity } from '../../gql/graphql';
import { isFilled } from './catalogue-rules';

export const RARITIES: readonly Rarity[] = ['Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical'];

export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  PERMANENT_FRUIT: 'Permanent Fruit',
  GAMEPASS: 'Gamepass',
  PHYSICAL_FRUIT: 'Physical Fruit',
  OTHER: 'Other',
  ACCOUNT: 'Account',
};

export interface ItemFormValues {
  name: string;
  /** The select's value: a category id, or '' before one is chosen. */
  categoryId: string;
  price: string;
  oldPrice: string;
  rarity: Rarity | '';
  type: ItemType;
  stock: string;
  /** A newly chosen picture; editing keeps the current one while this is null. */
  image: File | null;
}

/** A blank Add New Item form: Common rarity and the API's own defaults for type and stock. */
export function emptyItemForm(categoryId: number | null): ItemFormValues {
  return {
    name: '',
    categoryId: categoryId === null ? '' : String(categoryId),
    price: '',
    oldPrice: '',
    rarity: 'Common',
    type: 'OTHER',
    stock: '0',
    image: null,
  };
}

/** The Edit Item modal starts from the item as it is. */
export function itemFormOf(item: {
  name: string;
  category: { id: number };
  price: string;
  oldPrice?: string | null;
  rarity: Rarity;
  type: ItemType;
  stock: number;
}): ItemFormValues {
  return {
    name: item.name,
    categoryId: String(item.category.id),
    price: item.price,
    oldPrice: item.oldPrice ?? '',
    rarity: item.rarity,
    type: item.type,
    stock: String(item.stock),
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
 * The fields both createItem and updateItem take. An empty old price is null, which removes it on edit;
 * an empty stock is left out (the server keeps or defaults it). Amounts stay strings: the server checks them.
 */
export function itemInputOf(values: ItemFormValues) {
  return {
    name: values.name.trim(),
    categoryId: Number(values.categoryId),
    price: values.price.trim(),
    oldPrice: isFilled(values.oldPrice) ? values.oldPrice.trim() : null,
    rarity: values.rarity === '' ? undefined : values.rarity,
    type: values.type,
    stock: isFilled(values.stock) ? Number(values.stock) : undefined,
  };
}
