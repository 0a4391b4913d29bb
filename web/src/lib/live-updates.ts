import { ApolloLink } from '@apollo/client';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { useSyncExternalStore } from 'react';
import { Observable } from 'rxjs';

/** Whether live updates (GraphQL subscriptions over WebSocket) are getting through; screens poll while not. */
export interface LiveUpdates {
  /** Subscriptions go over the socket, everything else over `http`. */
  link(http: ApolloLink): ApolloLink;
  isConnected(): boolean;
  subscribe(listener: () => void): () => void;
}

/** How long the socket stays open after the last subscription ends (a page change does not drop it). */
const LINGER_MS = 3_000;

/**
 * One WebSocket per client, opened when the first subscription starts. The token is read at each
 * (re)connection, so signing in or out takes effect on the next one. While the socket cannot connect,
 * `isConnected()` is false and graphql-ws keeps retrying with backoff.
 */
export function createLiveUpdates(readToken: () => string | null): LiveUpdates {
  let connected = false;
  const listeners = new Set<() => void>();
  const setConnected = (next: boolean) => {
    if (next === connected) return;
    connected = next;
    for (const listener of listeners) listener();
  };
  // Loaded and opened with the first subscription: a page's first load carries no WebSocket client, and merely
  // loading this module (a server render does) needs no WebSocket.
  let socketLink: Promise<GraphQLWsLink> | undefined;
  const socket = () =>
    (socketLink ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws')]).then(
      ([subscriptions, { createClient }]) =>
        new subscriptions.GraphQLWsLink(
          createClient({
            url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
            lazy: true,
            lazyCloseTimeout: LINGER_MS,
            retryAttempts: Infinity,
            shouldRetry: () => true,
            connectionParams: () => {
              const token = readToken();
              return token ? { authorization: `Bearer ${token}` } : {};
            },
            on: { connected: () => setConnected(true), closed: () => setConnected(false), error: () => setConnected(false) },
          }),
        ),
    ));
  const toSocket = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        let cancelled = false;
        socket().then(
          (link) => {
            if (!cancelled) subscription = link.request(operation).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          cancelled = true;
          subscription?.unsubscribe();
        };
      }),
  );
  return {
    link: (http) => ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, toSocket, http),
    isConnected: () => connected,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How often a screen that wants live data asks again while the socket is down. */
export const POLL_WHILE_OFFLINE_MS = 5_000;

/** The poll interval a live screen should use: none while the socket works, a few seconds while it does not. */
export function usePollingFallback(live: LiveUpdates): number {
  // A server render polls nothing.
  const connected = useSyncExternalStore(live.subscribe, live.isConnected, () => true);
  return connected ? 0 : POLL_WHILE_OFFLINE_MS;
}
