import type { Server } from 'node:http';
import { GraphQLError, type GraphQLSchema, specifiedRules, validate, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerToken } from '../modules/auth/request-auth.js';
import type { Caller, Services } from '../services.js';
import { formatGraphQLError } from './format-error.js';

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
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on /graphql of `server`. Only subscriptions: queries and
 * mutations go over HTTP, through Apollo and its limits. Errors carry the same codes as over HTTP.
 */
export function serveSubscriptions(server: Server, { schema, validationRules, servicesFor }: SubscriptionOptions): SubscriptionServer {
  const sockets = new WebSocketServer({ server, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const format = (errors: readonly GraphQLError[]) => errors.map((error) => formatGraphQLError(error.toJSON(), error));
  useServer(
    {
      schema,
      validate: (checked, document) => validate(checked, document, [...specifiedRules, ...validationRules]),
      context: ({ connectionParams, extra }) => {
        const authorization = typeof connectionParams?.authorization === 'string' ? connectionParams.authorization : undefined;
        return servicesFor({ token: bearerToken(authorization), ip: extra.request.socket.remoteAddress ?? 'unknown' });
      },
      // Queries and mutations go over HTTP, through Apollo and everything in front of it.
      execute: () => ({ errors: [new GraphQLError('Only subscriptions are served here: send queries and mutations to POST /graphql', { extensions: { code: 'BAD_REQUEST' } })] }),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors as GraphQLError[]) } : result),
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
