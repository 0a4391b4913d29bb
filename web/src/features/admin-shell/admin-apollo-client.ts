import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { browserStorage } from '../../lib/browser-storage';
import { createLiveUpdates } from '../../lib/live-updates';
import type { SaveStatus } from './save-status';
import { hasErrorCode } from './ui/error-code';

/** Browser storage key of the admin's bearer token (the spec's name). */
export const ADMIN_TOKEN_KEY = 'adminToken';
/** Browser storage key of the signed-in admin as JSON (the spec's name). */
export const ADMIN_DATA_KEY = 'adminData';

/**
 * Whether the server rejected the caller's credentials: expired, revoked, a deleted admin, or a token signed
 * before the admin's last password or role change.
 */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return hasErrorCode(error, 'UNAUTHENTICATED');
}

/** The dashboard's subscriptions (Support Tickets) carry the stored admin token, read when the socket opens. */
export const adminLiveUpdates = createLiveUpdates(() => browserStorage.readText(ADMIN_TOKEN_KEY));

/** The dashboard's cache; its type policies live here only (component tests use it too). */
export function createAdminCache() {
  // Orders have no id: their number is what names one, so a status change updates every screen showing it.
  return new InMemoryCache({ typePolicies: { Order: { keyFields: ['number'] } } });
}

/**
 * The dashboard's own client: every request carries the stored admin token; its cache is never shared with the
 * shop's. When the server rejects a token that was sent, `onTokenRejected` signs the admin out; `saveStatus` hears of
 * every save.
 */
export function createAdminApolloClient(onTokenRejected: () => void, saveStatus: SaveStatus) {
  const withAdminToken = new SetContextLink(({ headers }) => {
    const token = browserStorage.readText(ADMIN_TOKEN_KEY);
    return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  // A login attempt carries no token, so its "wrong password" answer signs nobody out.
  const signOutOnRejectedToken = new ErrorLink(({ error, operation }) => {
    if (operation.getContext().headers?.authorization && isUnauthenticated(error)) onTokenRejected();
  });
  return new ApolloClient({
    link: ApolloLink.from([
      withAdminToken,
      signOutOnRejectedToken,
      saveStatus.link,
      // Image fields go up as GraphQL multipart requests; the header satisfies Apollo Server's CSRF prevention.
      adminLiveUpdates.link(new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } })),
    ]),
    cache: createAdminCache(),
  });
}
