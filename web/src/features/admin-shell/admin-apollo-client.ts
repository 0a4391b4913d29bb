import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { browserStorage } from '../../lib/browser-storage';

/** Browser storage key of the admin's bearer token (the spec's name). */
export const ADMIN_TOKEN_KEY = 'adminToken';
/** Browser storage key of the signed-in admin as JSON (the spec's name). */
export const ADMIN_DATA_KEY = 'adminData';

/** The dashboard's own client: every request carries the stored admin token; its cache is never shared with the shop's. */
export function createAdminApolloClient() {
  const withAdminToken = new SetContextLink(({ headers }) => {
    const token = browserStorage.readText(ADMIN_TOKEN_KEY);
    return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({
    // Image fields go up as GraphQL multipart requests; the header satisfies Apollo Server's CSRF prevention.
    link: ApolloLink.from([withAdminToken, new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } })]),
    cache: new InMemoryCache(),
  });
}
