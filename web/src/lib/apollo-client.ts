import { ApolloClient, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { browserStorage, USER_TOKEN_KEY } from './browser-storage';
import { createLiveUpdates } from './live-updates';

export const typePolicies: TypePolicies = {
  // Orders have no id; their number is their identity.
  Order: { keyFields: ['number'] },
  // A gamer has one wallet (the signed-in one): every query of it, whatever page, updates the same balance.
  // Its entries are the page last asked for, replaced whole.
  Wallet: { keyFields: [], fields: { entries: { merge: false } } },
  // Each catalogue page is an answer of its own. Without keyArgs, writing any `items(...)` page (a prefetch, say)
  // would invalidate the cached reads of every other page, and the next read of one would rebuild it whole.
  Query: { fields: { items: { keyArgs: ['page', 'sort', 'filter'] }, itemFacets: { keyArgs: ['filter'] } } },
};

/** The shop's subscriptions (support chat) carry the signed-in shopper's token, read when the socket opens. */
export const shopLiveUpdates = createLiveUpdates(() => browserStorage.readText(USER_TOKEN_KEY));

export const apolloClient = new ApolloClient({
  link: shopLiveUpdates.link(new HttpLink({ uri: '/graphql' })),
  cache: new InMemoryCache({ typePolicies }),
});

/**
 * The context of an operation made as the signed-in shopper. Only those carry the token: catalogue reads stay
 * anonymous, so the server can answer them from its shared catalogue cache.
 */
export const asShopper = (token: string | null) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
