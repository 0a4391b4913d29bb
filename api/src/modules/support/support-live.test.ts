import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClients, watch } from '../../test-support/live-subscriptions.js';
import { newShopper, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { Admin } from '../admin/admin.entity.js';
import { ADMIN_AUDIENCE } from '../auth/tokens.js';

// Two instances of the shop on one database, as behind a load balancer: a subscriber on one hears writes made on the other.
let first: TestApp;
let second: TestApp;
let staff: TestAdmin;
const clients = new LiveClients();
beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ sharedDatabase: first.db });
  staff = await first.signIn(AdminRole.ADMIN);
});
afterAll(async () => {
  await clients.disposeAll();
  await second?.close();
  await first?.close();
});

const subscriber = (app: TestApp, token?: string) => clients.open(app, token);

async function conversationOf(shopper: Shopper) {
  return (await shopper.call('POST', '/api/support/conversations', {})).body.conversation.id as number;
}

const CONVERSATION = `subscription ($id: Int!) { supportConversationChanged(conversationId: $id) {
  conversation { status unreadCount } messages { author body read } } }`;
const INBOX = 'subscription { supportInboxChanged { open unread } }';

async function staffReply(conversationId: number, body: string) {
  const reply = await fetch(`${first.baseUrl}/api/admin/support/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  expect(reply.status).toBe(201);
}

/** Long enough for an event that is coming to arrive. */
const quietWhile = () => new Promise((resolve) => setTimeout(resolve, 500));

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

  it("a gamer's unread count follows a staff reply sent through the other instance, and their reading it", async () => {
    const shopper = await newShopper(first);
    const id = await conversationOf(shopper);
    const live = watch(subscriber(first, shopper.token), 'subscription { mySupportUnreadChanged { total conversations { conversationId unreadCount } } }', {});
    await live.started;

    const reply = await fetch(`${second.baseUrl}/api/admin/support/conversations/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await second.tokens.sign(ADMIN_AUDIENCE, staff.admin.id)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Answer for the badge' }),
    });
    expect(reply.status).toBe(201);
    expect((await live.next()).data.mySupportUnreadChanged).toEqual({ total: 1, conversations: [{ conversationId: id, unreadCount: 1 }] });
    await shopper.call('POST', `/api/support/conversations/${id}/read`);
    expect((await live.next()).data.mySupportUnreadChanged).toEqual({ total: 0, conversations: [] });
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

describe('a live subscription keeps checking who is listening', () => {
  it('a gamer whose sign-ins were ended (password reset) hears nothing more: the next event ends the subscription with UNAUTHENTICATED', async () => {
    const shopper = await newShopper(first);
    const id = await conversationOf(shopper);
    const live = watch(subscriber(first, shopper.token), CONVERSATION, { id });
    await live.started;
    await first.db.orm.em.fork().execute('update customer set token_version = token_version + 1 where id = ?', [shopper.id]);

    await staffReply(id, 'Your order is delivered');
    const refused = await live.next();
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(live.ended).toBe(true);

    await staffReply(id, 'Anything else?');
    await quietWhile();
    expect(live.received).toBe(1);
  });

  it("a removed admin's inbox ends with UNAUTHENTICATED and a demoted one's with FORBIDDEN, while other staff keep hearing", async () => {
    const [removed, demoted] = [await first.signIn(AdminRole.ADMIN), await first.signIn(AdminRole.ADMIN)];
    const [removedInbox, demotedInbox, staffInbox] = [removed.token, demoted.token, staff.token].map((token) => watch(subscriber(first, token), INBOX));
    await staffInbox.started;
    const em = first.db.orm.em.fork();
    await em.nativeDelete(Admin, { id: removed.admin.id });
    // Changed straight in the database, the token version left as it was: the role itself is read again.
    await em.nativeUpdate(Admin, { id: demoted.admin.id }, { role: AdminRole.EDITOR });

    const shopper = await newShopper(first);
    await shopper.call('POST', `/api/support/conversations/${await conversationOf(shopper)}/messages`, { body: 'Hello?' });
    for (const [inbox, code] of [
      [removedInbox, 'UNAUTHENTICATED'],
      [demotedInbox, 'FORBIDDEN'],
    ] as const) {
      const refused = await inbox.next();
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe(code);
      expect(inbox.ended).toBe(true);
    }
    expect((await staffInbox.next()).data.supportInboxChanged.open).toBeGreaterThan(0);

    await shopper.call('POST', `/api/support/conversations/${await conversationOf(shopper)}/messages`, { body: 'Anyone?' });
    await staffInbox.next();
    expect([removedInbox.received, demotedInbox.received]).toEqual([1, 1]);
  });
});
