import { type Client, type ClientOptions, createClient } from 'graphql-ws';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from './test-app.js';

export interface LiveResult {
  data?: any;
  errors?: any[];
}

/** graphql-ws clients of a test file, each its own socket, disposed together when the file ends. */
export class LiveClients {
  private readonly clients: Client[] = [];

  /** A client of `app`'s /graphql socket, signed in with `token` if given; it never retries. */
  open(app: TestApp, token?: string, options: Partial<ClientOptions> = {}): Client {
    const client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      ...options,
    });
    this.clients.push(client);
    return client;
  }

  disposeAll(): Promise<void> {
    return Promise.all(this.clients.splice(0).map((client) => client.dispose())).then(() => {});
  }
}

/**
 * Subscribes and collects what arrives; each `next()` gives the following result, waiting up to 5 s for it. An error
 * that ends the subscription arrives as a result with `errors` too, and sets `ended`.
 */
export function watch(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: LiveResult[] = [];
  let taken = 0;
  let ended = false;
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (result) => void results.push(result as LiveResult),
      error: (error) => {
        ended = true;
        results.push({ errors: Array.isArray(error) ? error : [error] });
      },
      complete: () => void (ended = true),
    },
  );
  return {
    /** Time for the subscription to reach the server before the test writes. */
    started: new Promise<void>((resolve) => setTimeout(resolve, 300)),
    unsubscribe,
    /** Whether the server ended the subscription (an error or complete). */
    get ended() {
      return ended;
    },
    /** How many results arrived so far, taken or not. */
    get received() {
      return results.length;
    },
    async next(): Promise<LiveResult> {
      const deadline = Date.now() + 5_000;
      while (results.length <= taken && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(results.length, 'a subscription result should have arrived').toBeGreaterThan(taken);
      return results[taken++]!;
    },
  };
}
