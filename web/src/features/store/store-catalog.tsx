import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { useFragment } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import type { StoreGame } from './game-list';
import { ItemCard } from './item-card';
import { StoreFilterPanel } from './store-filter-panel';
import { maxPriceInForce, PAGE_SIZE, pageCount, resetFilters, type StoreFilters, storePageVariables } from './store-filters';
import { storeMessages } from './store-messages';
import { StoreFacetsFragment, StoreFacetsQuery, StorePageQuery } from './store-queries';
import { StorePagination } from './store-pagination';
import { StoreToolbar } from './store-toolbar';

/** Cards in the grid's first row at its widest (seven columns), rounded up. */
const FIRST_ROW = 8;

interface StoreCatalogProps {
  games: readonly StoreGame[];
  game: StoreGame;
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

/** The filter panel and the item grid of one game; rendered as two cells of the store page's grid. */
export function StoreCatalog({ games, game, filters, onFiltersChange: showFilters }: StoreCatalogProps) {
  const text = useMessages(storeMessages);
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const resultsRef = useRef<HTMLElement>(null);

  // Both operations write the same cache entry, so with a bound in the URL the facets arrive with the page
  // (cache-only waits for them); without one they must come first, and are fetched once per game.
  const facetsQuery = useQuery(StoreFacetsQuery, {
    variables: { categoryId: game.id },
    fetchPolicy: filters.maxPrice === undefined ? 'cache-first' : 'cache-only',
  });
  const facets = useFragment(StoreFacetsFragment, facetsQuery.data?.itemFacets);
  const maxPrice = maxPriceInForce(filters, facets);
  const boundKnown = filters.maxPrice !== undefined || facets !== undefined;

  const pageQuery = useQuery(
    StorePageQuery,
    boundKnown ? { variables: storePageVariables(game.id, filters, maxPrice) } : skipToken,
  );
  // While another page or filter loads, the grid shown stays (dimmed) rather than giving way to a spinner.
  const result = pageQuery.data?.items ?? (pageQuery.loading ? pageQuery.previousData?.items : undefined);
  const stale = result !== undefined && pageQuery.data === undefined;
  const error = facetsQuery.error ?? pageQuery.error;

  const client = useApolloClient();
  // The new page's request leaves with the click instead of after the store has re-rendered for the new address
  // (on a slow phone a good part of the 200 ms a filter change may take); the page's query then joins it.
  // Another game has its own price bound, known only once its facets are in, so that change just navigates.
  const onFiltersChange = (next: StoreFilters) => {
    if (next.gameId === filters.gameId) {
      const variables = storePageVariables(game.id, next, maxPriceInForce(next, facets));
      client.query({ query: StorePageQuery, variables }).catch(() => undefined);
    }
    showFilters(next);
  };

  const goToPage = (page: number) => {
    onFiltersChange({ ...filters, page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const resetButton = (
    <button type="button" className="button button--ghost" onClick={() => onFiltersChange(resetFilters(filters))}>
      {text.reset}
    </button>
  );

  let body;
  if (error && !result) {
    body = (
      <div className="store-results__state" role="alert">
        <p>{text.loadFailed}</p>
        <button
          type="button"
          className="button"
          onClick={() => void (facetsQuery.error ? facetsQuery.refetch() : pageQuery.refetch())}
        >
          {text.retry}
        </button>
      </div>
    );
  } else if (!result) {
    body = <PageSpinner label={text.loading} />;
  } else if (result.items.length === 0) {
    body = (
      <div className="store-results__state">
        <p>{text.noItems}</p>
        {resetButton}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={stale ? 'item-grid item-grid--stale' : 'item-grid'}>
          {result.items.map((item, index) => (
            <ItemCard key={item.id} item={item} eager={index < FIRST_ROW} onAdded={setLastAdded} />
          ))}
        </ul>
        {result.total > PAGE_SIZE && (
          <StorePagination page={filters.page} pages={pageCount(result.total)} onPageChange={goToPage} />
        )}
      </>
    );
  }

  return (
    <>
      <StoreFilterPanel
        games={games}
        selectedGameId={game.id}
        facets={facets}
        maxPrice={maxPrice ?? 0}
        filters={filters}
        onFiltersChange={onFiltersChange}
      />
      <section className="store-results" ref={resultsRef} aria-labelledby="store-heading" aria-busy={stale || (!result && !error)}>
        <StoreToolbar filters={filters} onFiltersChange={onFiltersChange} />
        <p className="store-results__count" aria-live="polite">
          {result && (result.total === 1 ? text.oneItem : fill(text.itemCount, { count: result.total }))}
        </p>
        {/* Read out only: the cart badge already shows sighted shoppers that something was added. */}
        <p className="visually-hidden" role="status">
          {lastAdded && fill(text.addedToCart, { name: lastAdded })}
        </p>
        {body}
      </section>
    </>
  );
}
