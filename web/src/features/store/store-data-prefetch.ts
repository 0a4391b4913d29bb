import type { ApolloClient } from '@apollo/client';
import { gameOf, parseStoreFilters, searchesEveryGame, storePageVariables } from './store-filters';
import { StoreGamesQuery, StorePageQuery } from './store-queries';

/**
 * Asks for what the store's first page shows (the games, then the chosen game's page of items and facets) as
 * the page's code starts downloading rather than after it has run: on a slow phone that is most of a second.
 * The page's own queries then find the answers in the cache or join the requests in flight, and report failures.
 */
export async function prefetchStoreData(client: ApolloClient, search: string): Promise<void> {
  const filters = parseStoreFilters(new URLSearchParams(search));
  try {
    const { data } = await client.query({ query: StoreGamesQuery });
    const game = data && gameOf(data.categories, filters);
    if (game || searchesEveryGame(filters)) await client.query({ query: StorePageQuery, variables: storePageVariables(game?.id, filters) });
  } catch {
    // Left to the page's queries, which show it with a retry button.
  }
}
