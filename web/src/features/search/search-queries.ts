import { graphql } from '../../gql';

/**
 * What a suggestion under the search box shows (thumbnail, name, game, price), for a few of the items whose English
 * or Thai name, or whose game's name, holds the text, in every game, best sellers first. `total` counts them all, for the link to the full results.
 */
export const ItemSuggestionsQuery = graphql(`
  query ItemSuggestions($search: String!, $limit: Int!) {
    items(filter: { search: $search }, page: { limit: $limit }) {
      total
      items {
        id
        name
        nameTh
        price
        thumbnailUrl
        category {
          id
          name
        }
      }
    }
  }
`);
