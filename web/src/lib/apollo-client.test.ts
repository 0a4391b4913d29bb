import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { typePolicies } from './apollo-client';

// Parsed, not a gql/graphql tag: codegen would take a tagged document for one of the app's own.
const Page = parse(`
  query Page($rarities: [Rarity!]) {
    itemFacets(filter: { categoryId: 1, rarities: $rarities }) {
      maxPrice
    }
    items(filter: { categoryId: 1, rarities: $rarities }, page: { offset: 0, limit: 2 }, sort: POPULARITY) {
      total
      items {
        id
        name
      }
    }
  }
`);

const pageOf = (ids: number[]) => ({
  itemFacets: { __typename: 'ItemFacets', maxPrice: '100.00' },
  items: { __typename: 'ItemPage', total: ids.length, items: ids.map((id) => ({ __typename: 'Item', id, name: `Item ${id}` })) },
});

describe('the shop cache', () => {
  // A prefetch writes pages beside the one shown; the next read of the shown page (a rarity click) is then free.
  test('writing one catalogue page keeps the cached read of another', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: Page, variables: { rarities: null }, data: pageOf([1, 2]) });
    const shown = cache.readQuery({ query: Page, variables: { rarities: null } });

    cache.writeQuery({ query: Page, variables: { rarities: ['Mythical'] }, data: pageOf([2, 3]) });

    expect(cache.readQuery({ query: Page, variables: { rarities: null } })).toBe(shown);
    expect(cache.readQuery({ query: Page, variables: { rarities: ['Mythical'] } })).toEqual(pageOf([2, 3]));
  });
});
