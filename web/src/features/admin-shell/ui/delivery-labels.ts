import type { DeliveryMethod } from '../../../gql/graphql';

/** How a product is handed over, as the catalogue form and the order screens name it. */
export const DELIVERY_METHOD_LABEL: Record<DeliveryMethod, string> = {
  IN_GAME_TRADE: 'In-game trade',
  PRIVATE_SERVER: 'Private server',
  GAMEPASS: 'Gamepass',
  ACCOUNT_LOGIN: 'Account login',
};

/** The methods staff may give an item; a gamepass is only how Robux packages are delivered, a login only how Roblox accounts are. */
export const ITEM_DELIVERY_METHODS: readonly DeliveryMethod[] = ['IN_GAME_TRADE', 'PRIVATE_SERVER'];
