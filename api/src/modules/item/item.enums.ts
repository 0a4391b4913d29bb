import { registerEnumType } from 'type-graphql';

/** Item rarity; the stored value is also what the REST API and the store's badges show. */
export enum Rarity {
  Common = 'Common',
  Uncommon = 'Uncommon',
  Rare = 'Rare',
  Legendary = 'Legendary',
  Mythical = 'Mythical',
}

/** The store's tabs: which kind of product an item is. */
export enum ItemType {
  PERMANENT_FRUIT = 'permanent_fruit',
  GAMEPASS = 'gamepass',
  PHYSICAL_FRUIT = 'physical_fruit',
  OTHER = 'other',
  ACCOUNT = 'account',
}

export enum ItemSort {
  POPULARITY = 'POPULARITY',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NEWEST = 'NEWEST',
}

export const RARITIES = Object.values(Rarity);
export const ITEM_TYPES = Object.values(ItemType);

registerEnumType(Rarity, { name: 'Rarity', description: 'Item rarity, from Common (default) to Mythical.' });
registerEnumType(ItemType, { name: 'ItemType', description: 'Kind of product; one store tab each.' });
registerEnumType(ItemSort, { name: 'ItemSort', description: 'Order of an item list.' });
