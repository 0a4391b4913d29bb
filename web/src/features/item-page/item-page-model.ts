import type { ItemPageQuery } from '../../gql/graphql';

export type ShownItem = ItemPageQuery['item'];

/** The store, opened on this item's game. */
export const gameStorePath = (gameId: number) => `/store?game=${gameId}`;

/** How the item is handed over: the API allows an item only these two (gamepasses and logins are for Robux and accounts). */
export const deliveryMethodOf = (item: Pick<ShownItem, 'deliveryMethod'>) =>
  item.deliveryMethod === 'PRIVATE_SERVER' ? 'PRIVATE_SERVER' : 'IN_GAME_TRADE';
