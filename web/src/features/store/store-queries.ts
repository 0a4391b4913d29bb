import { graphql } from '../../gql';

// The queries that decide the store's first page; apart from the page's components, so the route can start
// them while the page's code is still loading (store-data-prefetch.ts).

export const StoreGamesQuery = graphql(`
  query StoreGames {
    categories {
      id
      name
      thumbnailUrl
      comingSoon
    }
  }
`);

export const StoreFacetsFragment = graphql(`
  fragment StoreFacets_facets on ItemFacets {
    maxPrice
    aboveMaxPrice
    rarityCounts {
      rarity
      count
    }
  }
`);

/**
 * Everything one store page shows, in one request: a page of items and the facets of the same filter (the
 * rarity counts keep to the tab and the price bound, so they agree with the page; the server leaves the
 * rarities out of them itself). With a search, a null categoryId means every game.
 */
export const StorePageQuery = graphql(`
  query StorePage(
    $categoryId: Int
    $search: String
    $rarities: [Rarity!]
    $maxPrice: Decimal
    $type: ItemType
    $sort: ItemSort!
    $offset: Int!
    $limit: Int!
  ) {
    itemFacets(filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }) {
      ...StoreFacets_facets
    }
    items(
      page: { offset: $offset, limit: $limit }
      sort: $sort
      filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }
    ) {
      total
      items {
        id
        ...ItemCard_item
      }
    }
  }
`);
