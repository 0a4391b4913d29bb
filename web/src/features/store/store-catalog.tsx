import type { DefaultContext } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { useFragment } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { useMediaQuery } from '../../lib/use-media-query';
import { useRetryWhenOnline } from '../../lib/use-retry-when-online';
import { GameList, type StoreGame } from './game-list';
import { ItemCard } from './item-card';
import { ItemFilters } from './item-filters';
import { RarityPagesOnServer } from './rarity-pages-on-server';
import { StoreFilterPanel } from './store-filter-panel';
import { StoreFilterSheet } from './store-filter-sheet';
import {
  activeFilterCount,
  gameOf,
  PAGE_SIZE,
  pageCount,
  resetFilters,
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
import { useCardLinkClicks } from './use-card-link-clicks';
import { useFilterChoice } from './use-filter-choice';
import { usePrefetchedRarities } from './use-prefetched-rarities';
import { useShownPage } from './use-shown-page';

/** Cards in the grid's first row at its widest (seven columns), rounded up. */
const FIRST_ROW = 8;
/** store.css's breakpoint (also of .store-wide-only / .store-narrow-only): from this width the filters are a side panel, below it a sheet. */
const WIDE_SCREEN = '(min-width: 900px)';
/** Marks a request made ahead of the shopper's asking (the header browsers send with their own prefetches). */
const AS_PREFETCH: DefaultContext = { headers: { Purpose: 'prefetch' } };

interface StoreCatalogProps {
  games: readonly StoreGame[];
  /** The address's; the catalogue may show a newer choice while the address follows (useFilterChoice). */
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

/** The filters and the item grid of one game (or of a search of every game); rendered as two cells of the store page's grid. */
export function StoreCatalog({ games, filters: addressFilters, onFiltersChange: navigate }: StoreCatalogProps) {
  const text = useMessages(storeMessages);
  const wide = useMediaQuery(WIDE_SCREEN);
  const resultsRef = useRef<HTMLElement>(null);
  const followCardLink = useCardLinkClicks();
  const client = useApolloClient();

  // Nothing to wait for when the page is in the cache already (or there is no game to show).
  const loadPage = (next: StoreFilters, context?: DefaultContext) => {
    const nextGame = gameOf(games, next);
    if (!nextGame && !searchesEveryGame(next)) return undefined;
    const page = { query: StorePageQuery, variables: storePageVariables(nextGame?.id, next) };
    // Read back once it is in (for a prefetch, while idle): the click that shows it then finds the read done. Read as
    // useQuery reads, optimistic: Apollo keeps its optimistic and plain reads apart, and only the one made is free.
    const read = () => client.readQuery({ ...page, optimistic: true });
    return read() ? undefined : client.query({ ...page, context }).then(read);
  };
  const { shown, grid: filters, pending, changeFilters: onFiltersChange } = useFilterChoice(addressFilters, navigate, loadPage);
  const game = gameOf(games, filters);
  const shownGameId = gameOf(games, shown)?.id;
  // Another game chosen: its controls never show this game's items or price range while its page loads.
  const otherGameLoading = pending && shownGameId !== game?.id;

  const pageQuery = useQuery(StorePageQuery, { variables: storePageVariables(game?.id, filters) });
  // Every game (0, no game's id) is a scope of its own: its items never show under a game's name, nor the other way round.
  const { data, stale } = useShownPage(game?.id ?? 0, pageQuery);
  const facets = useFragment(StoreFacetsFragment, otherGameLoading ? undefined : data?.itemFacets);
  const result = otherGameLoading ? undefined : data?.items;
  // The first page shown races for the largest paint: its first row's pictures load at once. A page changed to
  // paints its grid first; its pictures (lazy, in view) load right after that frame instead of holding it up.
  const [firstPage, setFirstPage] = useState(result?.items);
  if (firstPage === undefined && result) setFirstPage(result.items);
  const { error, refetch } = pageQuery;
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useRetryWhenOnline(error !== undefined, retry);
  usePrefetchedRarities(filters, result !== undefined && !stale && !pending, (next) => loadPage(next, AS_PREFETCH)?.catch(() => undefined));

  const goToPage = (page: number) => {
    onFiltersChange({ ...shown, page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const selectGameId = (gameId: number | undefined) => onFiltersChange(selectGame(shown, gameId));
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
        <ul className={stale || pending ? 'item-grid item-grid--stale' : 'item-grid'} onClick={followCardLink}>
          {result.items.map((item, index) => (
            <ItemCard key={item.id} item={item} eager={result.items === firstPage && index < FIRST_ROW} />
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
          <StoreFilterPanel games={games} selectedGameId={shownGameId} facets={facets} filters={shown} onFiltersChange={onFiltersChange} />
        </div>
      )}
      {wide !== true && (
        <div className="store-narrow-only">
          <GameList games={games} selectedGameId={shownGameId} onSelect={selectGameId} offerEveryGame={shown.search !== undefined} row />
        </div>
      )}
      <section className="store-results" ref={resultsRef} aria-labelledby="store-heading" aria-busy={stale || pending || (!result && !error)}>
        <StoreToolbar
          filters={shown}
          onFiltersChange={onFiltersChange}
          filtersButton={
            wide !== true && (
              <div className="store-narrow-only">
                <StoreFilterSheet activeCount={activeFilterCount(shown)} resultCount={result?.total}>
                  <ItemFilters gameId={shownGameId} facets={facets} filters={shown} onFiltersChange={onFiltersChange} />
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
      {(game || searchesEveryGame(filters)) && <RarityPagesOnServer gameId={game?.id} filters={filters} />}
    </>
  );
}
