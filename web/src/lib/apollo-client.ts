import { ApolloClient, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // Orders have no id; their number is their identity.
  Order: { keyFields: ['number'] },
  // A gamer has one wallet (the signed-in one): every query of it, whatever page, updates the same balance.
  // Its entries are the page last asked for, replaced whole.
  Wallet: { keyFields: [], fields: { entries: { merge: false } } },
};

export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql' }),
  cache: new InMemoryCache({ typePolicies }),
});

/**
 * The context of an operation made as the signed-in shopper. Only those carry the token: catalogue reads stay
 * anonymous, so the server can answer them from its shared catalogue cache.
 */
export const asShopper = (token: string | null) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
