import { skipToken, useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql, useFragment } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import type { StoreGame } from './game-list';
import { ItemCard } from './item-card';
import { StoreFilterPanel } from './store-filter-panel';
import {
  defaultMaxPrice,
  ITEM_SORT_BY_PARAM,
  ITEM_TYPE_BY_TAB,
  PAGE_SIZE,
  pageCount,
  resetFilters,
  type StoreFilters,
} from './store-filters';
import { storeMessages } from './store-messages';
import { StorePagination } from './store-pagination';
import { StoreToolbar } from './store-toolbar';

const StoreFacetsFragment = graphql(`
  fragment StoreFacets_facets on ItemFacets {
    maxPrice
    rarityCounts {
      rarity
      count
    }
  }
`);

/** Only needed when the URL gives no price bound: the default bound is a share of the game's highest price. */
const StoreFacetsQuery = graphql(`
  query StoreFacets($categoryId: Int!) {
    itemFacets(filter: { categoryId: $categoryId }) {
      ...StoreFacets_facets
    }
  }
`);

/** Everything one store page shows, in one request: a page of items and the game's facets. */
const StorePageQuery = graphql(`
  query StorePage(
    $categoryId: Int!
    $rarities: [Rarity!]
    $maxPrice: Decimal
    $type: ItemType
    $sort: ItemSort!
    $offset: Int!
    $limit: Int!
  ) {
    itemFacets(filter: { categoryId: $categoryId }) {
      ...StoreFacets_facets
    }
    items(
      page: { offset: $offset, limit: $limit }
      sort: $sort
      filter: { categoryId: $categoryId, rarities: $rarities, maxPrice: $maxPrice, type: $type }
    ) {
      total
      items {
        id
        ...ItemCard_item
      }
    }
  }
`);

interface StoreCatalogProps {
  games: readonly StoreGame[];
  game: StoreGame;
  filters: StoreFilters;
  onFiltersChange(next: StoreFilters): void;
}

/** The filter panel and the item grid of one game; rendered as two cells of the store page's grid. */
export function StoreCatalog({ games, game, filters, onFiltersChange }: StoreCatalogProps) {
  const text = useMessages(storeMessages);
  const resultsRef = useRef<HTMLElement>(null);

  // Both operations write the same cache entry, so with a bound in the URL the facets arrive with the page
  // (cache-only waits for them); without one they must come first, and are fetched once per game.
  const facetsQuery = useQuery(StoreFacetsQuery, {
    variables: { categoryId: game.id },
    fetchPolicy: filters.maxPrice === undefined ? 'cache-first' : 'cache-only',
  });
  const facets = useFragment(StoreFacetsFragment, facetsQuery.data?.itemFacets);
  // A float is fine here: the default bound is a slider position in whole baht, not an amount charged.
  const highestPrice = facets?.maxPrice != null ? Number(facets.maxPrice) : null;
  const maxPrice = filters.maxPrice ?? (highestPrice === null ? undefined : defaultMaxPrice(highestPrice));
  const boundKnown = filters.maxPrice !== undefined || facets !== undefined;

  const pageQuery = useQuery(
    StorePageQuery,
    boundKnown
      ? {
          variables: {
            categoryId: game.id,
            rarities: filters.rarities.length > 0 ? filters.rarities : null,
            maxPrice: maxPrice === undefined ? null : String(maxPrice),
            type: ITEM_TYPE_BY_TAB[filters.tab],
            sort: ITEM_SORT_BY_PARAM[filters.sort],
            offset: (filters.page - 1) * PAGE_SIZE,
            limit: PAGE_SIZE,
          },
        }
      : skipToken,
  );
  const result = pageQuery.data?.items;
  const error = facetsQuery.error ?? pageQuery.error;

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
        <ul className="item-grid">
          {result.items.map((item) => (
            <ItemCard key={item.id} item={item} />
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
      <section className="store-results" ref={resultsRef} aria-labelledby="store-heading" aria-busy={!result && !error}>
        <StoreToolbar filters={filters} onFiltersChange={onFiltersChange} />
        <p className="store-results__count" aria-live="polite">
          {result && (result.total === 1 ? text.oneItem : fill(text.itemCount, { count: result.total }))}
        </p>
        {body}
      </section>
    </>
  );
}
