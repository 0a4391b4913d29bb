import { registerEnumType } from 'type-graphql';

/** How the shop hands a product over in Roblox. Staff choose it per item; Robux packages always use a gamepass. */
export enum DeliveryMethod {
  /** Staff meet the buyer in the game and trade the item. */
  IN_GAME_TRADE = 'IN_GAME_TRADE',
  /** The buyer joins the shop's private server, following the item's instructions. */
  PRIVATE_SERVER = 'PRIVATE_SERVER',
  /** The buyer makes a gamepass priced so that, after Roblox's 30% cut, the shop's purchase pays out the Robux. */
  GAMEPASS = 'GAMEPASS',
}

registerEnumType(DeliveryMethod, { name: 'DeliveryMethod', description: 'How a product is handed over in Roblox.' });

/** The methods staff may give an item (a gamepass is how Robux packages are delivered). */
export const ITEM_DELIVERY_METHODS = [DeliveryMethod.IN_GAME_TRADE, DeliveryMethod.PRIVATE_SERVER] as const;

/** Roblox pays a gamepass seller 70% of its price. */
const SELLER_SHARE_TENTHS = 7;

/** The gamepass price (in Robux) whose payout after Roblox's 30% is at least `robux`: ceil(robux / 0.7). */
export function gamepassPriceFor(robux: number): number {
  return Math.ceil((robux * 10) / SELLER_SHARE_TENTHS);
}
