import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newShopper, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { ADMIN_AUDIENCE } from '../auth/tokens.js';

// Two instances of the shop on one database, as behind a load balancer: a subscriber on one hears writes made on the other.
let first: TestApp;
let second: TestApp;
let staff: TestAdmin;
const clients: Client[] = [];
beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ sharedDatabase: first.db });
  staff = await first.signIn(AdminRole.ADMIN);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await second?.close();
  await first?.close();
});

function subscriber(app: TestApp, token?: string): Client {
  const client = createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Subscribes and collects what arrives; each `next()` gives the following result, waiting up to 5 s for it. */
function watch(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: { data?: any; errors?: any[] }[] = [];
  let taken = 0;
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (result) => void results.push(result as { data?: any; errors?: any[] }),
      error: (error) => void results.push({ errors: Array.isArray(error) ? error : [error] }),
      complete: () => {},
    },
  );
  return {
    /** Time for the subscription to reach the server before the test writes. */
    started: new Promise<void>((resolve) => setTimeout(resolve, 300)),
    unsubscribe,
    async next() {
      const deadline = Date.now() + 5_000;
      while (results.length <= taken && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(results.length, 'a subscription result should have arrived').toBeGreaterThan(taken);
      return results[taken++]!;
    },
  };
}

async function conversationOf(shopper: Shopper) {
  return (await shopper.call('POST', '/api/support/conversations', {})).body.conversation.id as number;
}

const CONVERSATION = `subscription ($id: Int!) { supportConversationChanged(conversationId: $id) {
  conversation { status unreadCount } messages { author body read } } }`;

describe('live support over WebSocket (graphql-ws), across instances', () => {
  it("a gamer watching on one instance sees a staff reply sent through the other, then their message turning read", async () => {
    const shopper = await newShopper(first);
    const id = await conversationOf(shopper);
    await shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: 'Where is my fruit?' });
    const live = watch(subscriber(first, shopper.token), CONVERSATION, { id });
    await live.started;

    const reply = await fetch(`${second.baseUrl}/api/admin/support/conversations/${id}/messages`, {
      method: 'POST',
      // Each instance of a deployment shares JWT_SECRET; these test instances each have their own.
      headers: { authorization: `Bearer ${await second.tokens.sign(ADMIN_AUDIENCE, staff.admin.id)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'On its way' }),
    });
    expect(reply.status).toBe(201);
    const heard = await live.next();
    expect(heard.errors).toBeUndefined();
    expect(heard.data.supportConversationChanged).toEqual({
      conversation: { status: 'WAITING_FOR_CUSTOMER', unreadCount: 1 },
      messages: [
        { author: 'CUSTOMER', body: 'Where is my fruit?', read: true },
        { author: 'STAFF', body: 'On its way', read: false },
      ],
    });
    live.unsubscribe();
  });

  it("staff watching the inbox on one instance hear a gamer writing through the other", async () => {
    const inbox = watch(subscriber(first, staff.token), 'subscription { supportInboxChanged { open unread } }');
    await inbox.started;
    const before = (await first.graphql('{ supportInboxCounts { unread } }', {}, staff.token)).body.data.supportInboxCounts.unread;
    const shopper = await newShopper(second);
    const id = await conversationOf(shopper);
    await shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: 'Hi' });
    expect((await inbox.next()).data.supportInboxChanged.unread).toBe(before + 1);
    inbox.unsubscribe();
  });

  it("refuses someone else's conversation (NOT_FOUND), a signed-out watcher (UNAUTHENTICATED), an Editor on the inbox (FORBIDDEN) and queries", async () => {
    const [owner, stranger] = [await newShopper(first), await newShopper(first)];
    const id = await conversationOf(owner);
    const editor = await first.signIn(AdminRole.EDITOR);
    const refusals: [Client, string, Record<string, unknown>, string][] = [
      [subscriber(first, stranger.token), CONVERSATION, { id }, 'NOT_FOUND'],
      [subscriber(first), CONVERSATION, { id }, 'UNAUTHENTICATED'],
      [subscriber(first, editor.token), 'subscription { supportInboxChanged { open } }', {}, 'FORBIDDEN'],
      [subscriber(first, owner.token), '{ mySupportConversations { id } }', {}, 'BAD_REQUEST'],
    ];
    for (const [client, query, variables, code] of refusals) {
      const refused = await watch(client, query, variables).next();
      expect(refused.errors?.[0]?.extensions?.code, query).toBe(code);
    }
  });
});
