import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClients, watch } from '../test-support/live-subscriptions.js';
import { newShopper, type Shopper } from '../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../test-support/test-app.js';
import { AdminRole } from '../modules/admin/admin-role.js';
import { MAX_SOCKETS_PER_ACCOUNT, MAX_SUBSCRIPTIONS_PER_SOCKET } from './subscription-limits.js';

let app: TestApp;
let staff: TestAdmin;
const clients = new LiveClients();
beforeAll(async () => {
  app = await startTestApp();
  staff = await app.signIn(AdminRole.ADMIN);
});
afterAll(async () => {
  await clients.disposeAll();
  await app?.close();
});

const CONVERSATION = 'subscription ($id: Int!) { supportConversationChanged(conversationId: $id) { messages { body } } }';

async function conversationOf(shopper: Shopper) {
  return (await shopper.call('POST', '/api/support/conversations', {})).body.conversation.id as number;
}

async function staffReply(conversationId: number, body: string) {
  const reply = await fetch(`${app.baseUrl}/api/admin/support/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  expect(reply.status).toBe(201);
}

/** Opens a socket signed in with `token`: connected, or closed by the server with its close code and reason. */
function connect(token: string): Promise<{ client: Client; refused?: { code: number; reason: string } }> {
  return new Promise((resolve) => {
    const client = clients.open(app, token, { lazy: false, onNonLazyError: () => {} });
    client.on('connected', () => resolve({ client }));
    client.on('closed', (event) => resolve({ client, refused: event as { code: number; reason: string } }));
  });
}

describe('limits on live connections', () => {
  it(`refuses subscription ${MAX_SUBSCRIPTIONS_PER_SOCKET + 1} on one socket (TOO_MANY_SUBSCRIPTIONS), keeps the others, and ending one makes room`, async () => {
    const shopper = await newShopper(app);
    const id = await conversationOf(shopper);
    const client = clients.open(app, shopper.token);
    const kept = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () => watch(client, CONVERSATION, { id }));
    const refused = watch(client, CONVERSATION, { id });
    const refusal = await refused.next();
    expect(refusal.errors?.[0]).toMatchObject({
      message: expect.stringContaining(`at most ${MAX_SUBSCRIPTIONS_PER_SOCKET}`),
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
    });
    expect(refused.ended).toBe(true);

    kept.shift()!.unsubscribe();
    const replacement = watch(client, CONVERSATION, { id });
    await replacement.started;
    await staffReply(id, 'Hello from the shop');
    for (const live of [...kept, replacement]) {
      expect((await live.next()).data.supportConversationChanged.messages).toEqual([{ body: 'Hello from the shop' }]);
    }
  });

  it(`refuses socket ${MAX_SOCKETS_PER_ACCOUNT + 1} of one account (close 4429, TOO_MANY_CONNECTIONS), not another account's; closing one makes room`, async () => {
    const [shopper, another] = [await newShopper(app), await newShopper(app)];
    const open: Client[] = [];
    for (let socket = 0; socket < MAX_SOCKETS_PER_ACCOUNT; socket++) {
      const { client, refused } = await connect(shopper.token);
      expect(refused).toBeUndefined();
      open.push(client);
    }
    const { refused } = await connect(shopper.token);
    expect(refused).toMatchObject({ code: 4429, reason: expect.stringMatching(/^TOO_MANY_CONNECTIONS: .*at most 5/) });
    expect((await connect(another.token)).refused).toBeUndefined();

    await open[0]!.dispose();
    let again = await connect(shopper.token);
    for (let attempt = 0; again.refused && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await connect(shopper.token);
    }
    expect(again.refused).toBeUndefined();
  });
});
