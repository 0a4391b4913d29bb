import { graphql } from '../../gql';

/** Everything the item page shows of the item; an id that names no item answers NOT_FOUND. */
export const ItemPageQuery = graphql(`
  query ItemPage($id: Int!) {
    item(id: $id) {
      id
      name
      nameTh
      price
      oldPrice
      rarity
      type
      stock
      imageUrl
      thumbnailUrl
      deliveryMethod
      deliveryInstructions
      category {
        id
        name
        comingSoon
      }
    }
  }
`);

/** The game's best sellers, for "more from this game": card fields only, so the server answers it as cards. */
export const MoreFromGameQuery = graphql(`
  query MoreFromGame($categoryId: Int!, $limit: Int!) {
    items(filter: { categoryId: $categoryId }, sort: POPULARITY, page: { limit: $limit }) {
      items {
        id
        name
        nameTh
        price
        thumbnailUrl
      }
    }
  }
`);
