import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { useFragment } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { useMediaQuery } from '../../lib/use-media-query';
import { useRetryWhenOnline } from '../../lib/use-retry-when-online';
import { GameList, type StoreGame } from './game-list';
import { ItemCard } from './item-card';
import { ItemFilters } from './item-filters';
import { StoreFilterPanel } from './store-filter-panel';
import { StoreFilterSheet } from './store-filter-sheet';
import {
  activeFilterCount,
  PAGE_SIZE,
  pageCount,
  resetFilters,
  resolveGame,
  searchesEveryGame,
  selectGame,
  serializeStoreFilters,
  type StoreFilters,
  storePageVariables,
} from './store-filters';
import { storeMessages } from './store-messages';
import { StoreFacetsFragment, StorePageQuery } from './store-queries';
import { StorePagination } from './store-pagination';
import { StoreResultsSummary } from './store-results-summary';
import { StoreToolbar } from './store-toolbar';
import { useShownPage } from './use-shown-page';

/** Cards in the grid's first row at its widest (seven columns), rounded up. */
const FIRST_ROW = 8;
/** store.css's breakpoint (also of .store-wide-only / .store-narrow-only): from this width the filters are a side panel, below it a sheet. */
const WIDE_SCREEN = '(min-width: 900px)';

interface StoreCatalogProps {
  games: readonly StoreGame[];
  /** Absent: every game, for a search. */
  game?: StoreGame;
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

/** The filters and the item grid of one game (or of a search of every game); rendered as two cells of the store page's grid. */
export function StoreCatalog({ games, game, filters, onFiltersChange: showFilters }: StoreCatalogProps) {
  const text = useMessages(storeMessages);
  const wide = useMediaQuery(WIDE_SCREEN);
  const resultsRef = useRef<HTMLElement>(null);

  const pageQuery = useQuery(StorePageQuery, { variables: storePageVariables(game?.id, filters) });
  // Every game (0, no game's id) is a scope of its own: its items never show under a game's name, nor the other way round.
  const { data, stale } = useShownPage(game?.id ?? 0, pageQuery);
  const facets = useFragment(StoreFacetsFragment, data?.itemFacets);
  const result = data?.items;
  const { error, refetch } = pageQuery;
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useRetryWhenOnline(error !== undefined, retry);

  const client = useApolloClient();
  // The new page's request leaves with the click instead of after the store has re-rendered for the new address
  // (on a slow phone a good part of the 200 ms a filter change may take); the page's query then joins it.
  const onFiltersChange = (next: StoreFilters) => {
    const nextGame = searchesEveryGame(next) ? undefined : resolveGame(games, next.gameId);
    if (nextGame || searchesEveryGame(next)) {
      client.query({ query: StorePageQuery, variables: storePageVariables(nextGame?.id, next) }).catch(() => undefined);
    }
    showFilters(next);
  };

  const goToPage = (page: number) => {
    onFiltersChange({ ...filters, page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const selectGameId = (gameId: number | undefined) => onFiltersChange(selectGame(filters, gameId));
  // With a search, Reset may leave nothing to change (no filter on, every game): then it is not offered.
  const resetChangesSomething = serializeStoreFilters(resetFilters(filters)).toString() !== serializeStoreFilters({ ...filters, page: 1 }).toString();

  let body;
  if (error && !data) {
    body = (
      <div className="store-results__state" role="alert">
        <p>{text.loadFailed}</p>
        <button type="button" className="button" onClick={retry}>
          {text.retry}
        </button>
      </div>
    );
  } else if (!result) {
    body = <PageSpinner label={text.loading} />;
  } else if (result.items.length === 0) {
    body = (
      <div className="store-results__state">
        <p>{filters.search === undefined ? text.noItems : fill(text.noSearchResults, { search: filters.search })}</p>
        {(filters.search === undefined || resetChangesSomething) && (
          <button type="button" className="button button--ghost" onClick={() => onFiltersChange(resetFilters(filters))}>
            {filters.search === undefined ? text.reset : text.clearFilters}
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={stale ? 'item-grid item-grid--stale' : 'item-grid'}>
          {result.items.map((item, index) => (
            <ItemCard key={item.id} item={item} eager={index < FIRST_ROW} />
          ))}
        </ul>
        {result.total > PAGE_SIZE && <StorePagination page={filters.page} pages={pageCount(result.total)} onPageChange={goToPage} />}
      </>
    );
  }

  return (
    <>
      {/* Until the screen is known (a server render, hydration) both layouts are there and CSS shows one. */}
      {wide !== false && (
        <div className="store-wide-only">
          <StoreFilterPanel games={games} selectedGameId={game?.id} facets={facets} filters={filters} onFiltersChange={onFiltersChange} />
        </div>
      )}
      {wide !== true && (
        <div className="store-narrow-only">
          <GameList games={games} selectedGameId={game?.id} onSelect={selectGameId} offerEveryGame={filters.search !== undefined} row />
        </div>
      )}
      <section className="store-results" ref={resultsRef} aria-labelledby="store-heading" aria-busy={stale || (!result && !error)}>
        <StoreToolbar
          filters={filters}
          onFiltersChange={onFiltersChange}
          filtersButton={
            wide !== true && (
              <div className="store-narrow-only">
                <StoreFilterSheet activeCount={activeFilterCount(filters)} resultCount={result?.total}>
                  <ItemFilters gameId={game?.id} facets={facets} filters={filters} onFiltersChange={onFiltersChange} />
                </StoreFilterSheet>
              </div>
            )
          }
        />
        <StoreResultsSummary
          total={result?.total}
          aboveMaxPrice={facets?.aboveMaxPrice ?? 0}
          filters={filters}
          onFiltersChange={onFiltersChange}
        />
        {body}
      </section>
    </>
  );
}
