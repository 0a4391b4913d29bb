import type { Server } from 'node:http';
import { GraphQLError, type GraphQLSchema, specifiedRules, validate, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerToken } from '../modules/auth/request-auth.js';
import type { TokenService } from '../modules/auth/tokens.js';
import type { Caller, Services } from '../services.js';
import { formatGraphQLError } from './format-error.js';
import { SocketsPerAccount, subscriptionRefusal, TOO_MANY_CONNECTIONS_CLOSE_CODE, TOO_MANY_CONNECTIONS_REASON } from './subscription-limits.js';

/** A subscription document is small; anything bigger is not one of ours. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** The WebSocket close code for a server going away: graphql-ws clients reconnect (to another instance). */
const GOING_AWAY = 1001;

export interface SubscriptionServer {
  /** Closes every socket (clients reconnect elsewhere) and stops taking new ones. */
  close(): Promise<void>;
}

interface SubscriptionOptions {
  schema: GraphQLSchema;
  validationRules: ValidationRule[];
  /** The service layer for one operation; the token comes in the connection's `authorization` parameter. */
  servicesFor(caller: Caller): Services;
  /** Tells whose a connection is, to count each account's sockets. */
  tokens: TokenService;
}

function tokenOf(connectionParams: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const authorization = connectionParams?.authorization;
  return bearerToken(typeof authorization === 'string' ? authorization : undefined);
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on /graphql of `server`. Only subscriptions: queries and
 * mutations go over HTTP, through Apollo and its limits. Errors carry the same codes as over HTTP.
 */
export function serveSubscriptions(server: Server, { schema, validationRules, servicesFor, tokens }: SubscriptionOptions): SubscriptionServer {
  const sockets = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const socketsPerAccount = new SocketsPerAccount(tokens);
  const format = (errors: readonly GraphQLError[]) => errors.map((error) => formatGraphQLError(error.toJSON(), error));
  useServer(
    {
      schema,
      validate: (checked, document) => validate(checked, document, [...specifiedRules, ...validationRules]),
      onConnect: async ({ connectionParams, extra: { socket } }) => {
        const release = await socketsPerAccount.admit(tokenOf(connectionParams));
        if (!release) {
          socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, TOO_MANY_CONNECTIONS_REASON);
          return false;
        }
        // Closed while its token was read: its 'close' has passed already.
        if (socket.readyState !== socket.OPEN) {
          release();
          return false;
        }
        socket.once('close', release);
        return true;
      },
      // The new subscription is already among the socket's.
      onSubscribe: ({ subscriptions }) => subscriptionRefusal(Object.keys(subscriptions).length),
      context: ({ connectionParams, extra }) => servicesFor({ token: tokenOf(connectionParams), ip: extra.request.socket.remoteAddress ?? 'unknown' }),
      // Queries and mutations go over HTTP, through Apollo and everything in front of it.
      execute: () => ({ errors: [new GraphQLError('Only subscriptions are served here: send queries and mutations to POST /graphql', { extensions: { code: 'BAD_REQUEST' } })] }),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors as GraphQLError[]) } : result),
      // What ends a subscription: a refusal before it starts, or an error its events threw (graphql-ws wraps those).
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(error.toJSON(), error.originalError ?? error)),
    },
    sockets,
  );
  sockets.on('connection', (socket) => socket.on('error', () => socket.terminate()));
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets.clients) socket.close(GOING_AWAY, 'Server shutting down');
        sockets.close(() => resolve());
      }),
  };
}
