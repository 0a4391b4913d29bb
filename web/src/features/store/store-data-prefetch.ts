import type { ApolloClient } from '@apollo/client';
import { useFragment } from '../../gql';
import { maxPriceInForce, parseStoreFilters, resolveGame, storePageVariables } from './store-filters';
import { StoreFacetsFragment, StoreFacetsQuery, StoreGamesQuery, StorePageQuery } from './store-queries';

/**
 * Asks for what the store's first page shows (the games, the chosen game's price facets, then the page of items)
 * as the page's code starts downloading rather than after it has run: on a slow phone that is most of a second.
 * The page's own queries then find the answers in the cache or join the requests in flight, and report failures.
 */
export async function prefetchStoreData(client: ApolloClient, search: string): Promise<void> {
  const filters = parseStoreFilters(new URLSearchParams(search));
  try {
    const { data } = await client.query({ query: StoreGamesQuery });
    const game = data && resolveGame(data.categories, filters.gameId);
    if (!game) return;
    const facets =
      filters.maxPrice === undefined
        ? (await client.query({ query: StoreFacetsQuery, variables: { categoryId: game.id } })).data?.itemFacets
        : undefined;
    // Not a React hook despite its name: codegen's accessor for the fragment's fields.
    const maxPrice = maxPriceInForce(filters, useFragment(StoreFacetsFragment, facets));
    await client.query({ query: StorePageQuery, variables: storePageVariables(game.id, filters, maxPrice) });
  } catch {
    // Left to the page's queries, which show it with a retry button.
  }
}
