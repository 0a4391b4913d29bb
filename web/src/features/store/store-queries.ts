import { graphql } from '../../gql';

// The queries that decide the store's first page; apart from the page's components, so the route can start
// them while the page's code is still loading (store-data-prefetch.tsx).

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
    rarityCounts {
      rarity
      count
    }
  }
`);

/** Only needed when the URL gives no price bound: the default bound is a share of the game's highest price. */
export const StoreFacetsQuery = graphql(`
  query StoreFacets($categoryId: Int!) {
    itemFacets(filter: { categoryId: $categoryId }) {
      ...StoreFacets_facets
    }
  }
`);

/** Everything one store page shows, in one request: a page of items and the game's facets. */
export const StorePageQuery = graphql(`
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
