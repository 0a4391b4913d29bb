import { useQuery } from '@apollo/client/react';
import { useContext } from 'react';
import { ServerRenderContext } from '../../app/server-render-context';
import type { StorePageQueryVariables } from '../../gql/graphql';
import { rarityNeighbours, type StoreFilters, serializeStoreFilters, storePageVariables } from './store-filters';
import { StorePageQuery } from './store-queries';

interface RarityPagesOnServerProps {
  /** The game shown; none for a search of every game. */
  gameId: number | undefined;
  filters: StoreFilters;
}

/**
 * In a server render, the pages one rarity click away go into the page's cache with its own page, so the first
 * rarity click after loading finds its page there. The browser's prefetch (usePrefetchedRarities) asks only once
 * the page has hydrated and the browser is idle: on a slow phone that is after a quick shopper's first click, and
 * writing five answers into the cache costs that phone ~100 ms of main thread besides. The rendered HTML is kept
 * whole in the catalogue cache, so the server asks for these once per catalogue change. Renders nothing.
 */
export function RarityPagesOnServer({ gameId, filters }: RarityPagesOnServerProps) {
  if (useContext(ServerRenderContext) === null) return null;
  return rarityNeighbours(filters).map((next) => <PageInCache key={serializeStoreFilters(next).toString()} variables={storePageVariables(gameId, next)} />);
}

function PageInCache({ variables }: { variables: StorePageQueryVariables }) {
  useQuery(StorePageQuery, { variables });
  return null;
}
