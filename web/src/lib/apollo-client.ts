import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql' }),
  // Orders have no id; their number is their identity.
  cache: new InMemoryCache({ typePolicies: { Order: { keyFields: ['number'] } } }),
});

/**
 * The context of an operation made as the signed-in shopper. Only those carry the token: catalogue reads stay
 * anonymous, so the server can answer them from its shared catalogue cache.
 */
export const asShopper = (token: string | null) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
