import { registerEnumType } from 'type-graphql';
import { gamepassPriceSql } from '../robux-package/robux-package-pricing.js';

/** How the shop hands a product over in Roblox. Staff choose it per item; Robux packages always use a gamepass, accounts their login. */
export enum DeliveryMethod {
  /** Staff meet the buyer in the game and trade the item. */
  IN_GAME_TRADE = 'IN_GAME_TRADE',
  /** The buyer joins the shop's private server, following the item's instructions. */
  PRIVATE_SERVER = 'PRIVATE_SERVER',
  /** The buyer makes a gamepass priced so that, after Roblox's 30% cut, the shop's purchase pays out the Robux. */
  GAMEPASS = 'GAMEPASS',
  /** A whole Roblox account: its login appears on the buyer's order page once the order is paid. */
  ACCOUNT_LOGIN = 'ACCOUNT_LOGIN',
}

registerEnumType(DeliveryMethod, { name: 'DeliveryMethod', description: 'How a product is handed over in Roblox.' });

/** The methods staff may give an item (a gamepass is how Robux packages are delivered). */
export const ITEM_DELIVERY_METHODS = [DeliveryMethod.IN_GAME_TRADE, DeliveryMethod.PRIVATE_SERVER] as const;

/**
 * How a Robux line reads ("10,000 ROBUX", as the shop writes every Robux amount and the cart names the line)
 * and what its gamepass must cost, as SQL over a package `p` and a cart line `w`
 * (its quantity), so the preview and placement, which both read packages in SQL, share one definition.
 * The gamepass price follows the packages' own rule (gamepassPriceSql), over the line's Robux.
 */
export const ROBUX_LINE_SQL = {
  name: `to_char(p.amount, 'FM999,999,999,999') || ' ROBUX'`,
  gamepassPrice: gamepassPriceSql('p.amount * w.quantity'),
} as const;

/**
 * How a Robux account line reads, over an account `a`: its public id and Robux in the name. What the buyer gets
 * with it (its type, guarantee days) is copied as facts beside it, for clients to word in the reader's language.
 */
export const ACCOUNT_LINE_SQL = {
  name: `'Robux account ' || a.public_id || ' (' || to_char(a.robux, 'FM999,999,999') || ' ROBUX)'`,
} as const;
