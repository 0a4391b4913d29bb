/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GoogleClientId {\n    googleClientId\n  }\n": typeof types.GoogleClientIdDocument,
    "\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": typeof types.GoogleLoginDocument,
    "\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": typeof types.CustomerRegisterDocument,
    "\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": typeof types.CustomerLoginDocument,
    "\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        type\n        price\n        oldPrice\n        imageUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.HomeBestSellersDocument,
    "\n  query HomeGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": typeof types.HomeGamesDocument,
    "\n  fragment ItemCard_item on Item {\n    id\n    name\n    price\n    oldPrice\n    rarity\n    imageUrl\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ItemCard_ItemFragmentDoc,
    "\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n": typeof types.StoreFacets_FacetsFragmentDoc,
    "\n  query StoreFacets($categoryId: Int!) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n  }\n": typeof types.StoreFacetsDocument,
    "\n  query StorePage(\n    $categoryId: Int!\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n": typeof types.StorePageDocument,
    "\n  query StoreGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": typeof types.StoreGamesDocument,
    "\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n": typeof types.TopUpRobuxPackagesDocument,
};
const documents: Documents = {
    "\n  query GoogleClientId {\n    googleClientId\n  }\n": types.GoogleClientIdDocument,
    "\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": types.GoogleLoginDocument,
    "\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": types.CustomerRegisterDocument,
    "\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": types.CustomerLoginDocument,
    "\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        type\n        price\n        oldPrice\n        imageUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.HomeBestSellersDocument,
    "\n  query HomeGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": types.HomeGamesDocument,
    "\n  fragment ItemCard_item on Item {\n    id\n    name\n    price\n    oldPrice\n    rarity\n    imageUrl\n    category {\n      id\n      name\n    }\n  }\n": types.ItemCard_ItemFragmentDoc,
    "\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n": types.StoreFacets_FacetsFragmentDoc,
    "\n  query StoreFacets($categoryId: Int!) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n  }\n": types.StoreFacetsDocument,
    "\n  query StorePage(\n    $categoryId: Int!\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n": types.StorePageDocument,
    "\n  query StoreGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": types.StoreGamesDocument,
    "\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n": types.TopUpRobuxPackagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleClientId {\n    googleClientId\n  }\n"): (typeof documents)["\n  query GoogleClientId {\n    googleClientId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        type\n        price\n        oldPrice\n        imageUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        type\n        price\n        oldPrice\n        imageUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  query HomeGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemCard_item on Item {\n    id\n    name\n    price\n    oldPrice\n    rarity\n    imageUrl\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ItemCard_item on Item {\n    id\n    name\n    price\n    oldPrice\n    rarity\n    imageUrl\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFacets($categoryId: Int!) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n  }\n"): (typeof documents)["\n  query StoreFacets($categoryId: Int!) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePage(\n    $categoryId: Int!\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query StorePage(\n    $categoryId: Int!\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  query StoreGames {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;