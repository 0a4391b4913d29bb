import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, imageSamples } from '../../test-support/images.js';
import { newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { CUSTOMER_MESSAGES_PER_MINUTE } from './support-send-limits.js';
import { MAX_MESSAGE_LENGTH } from './support-message.entity.js';

let app: TestApp;
let staff: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  staff = await app.signIn(AdminRole.ADMIN);
});
afterAll(() => app?.close());

const asStaff = (method: string, path: string, body?: unknown) => call(staff.token, method, path, body);

async function call(token: string | undefined, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: token ? { authorization: `Bearer ${token}` } : {} };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(`${app.baseUrl}${path}`, init);
  const type = response.headers.get('content-type') ?? '';
  const parsed: any = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, type, body: parsed };
}

async function generalConversation(shopper: Shopper): Promise<number> {
  const opened = await shopper.call('POST', '/api/support/conversations', {});
  expect(opened.status).toBe(200);
  return opened.body.conversation.id;
}

async function placedOrder(shopper: Shopper): Promise<string> {
  const [item] = (await shopper.call('GET', '/api/items')).body;
  const placed = await shopper.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
  expect(placed.status).toBe(201);
  return placed.body.number;
}

describe('a gamer and staff talking through support', () => {
  it('the widget opens one general conversation (five tabs at once included); messages reach the inbox and the answer comes back', async () => {
    const shopper = await newShopper(app);
    const opened = await Promise.all(Array.from({ length: 5 }, () => shopper.call('POST', '/api/support/conversations', {})));
    const ids = new Set(opened.map((answer) => answer.body.conversation.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(opened[0]!.body.conversation).toMatchObject({ reason: 'GENERAL', status: 'OPEN', order_number: null, unread_count: 0 });

    const sent = await shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: '  My fruit has not arrived  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.messages).toEqual([expect.objectContaining({ author: 'CUSTOMER', body: 'My fruit has not arrived', read: false, image_url: null })]);

    const inbox = await asStaff('GET', '/api/admin/support/conversations?status=OPEN');
    const row = inbox.body.conversations.find((conversation: { id: number }) => conversation.id === id);
    expect(row).toMatchObject({ unread_count: 1, last_message_preview: 'My fruit has not arrived', customer: { id: shopper.id } });
    expect((await asStaff('GET', '/api/admin/support/counts')).body.unread).toBeGreaterThanOrEqual(1);

    const reply = await asStaff('POST', `/api/admin/support/conversations/${id}/messages`, { body: 'Sending it now' });
    expect(reply.status).toBe(201);
    // Replying means staff read the thread: the gamer's message shows as read.
    expect(reply.body.messages.map((m: { author: string; read: boolean }) => [m.author, m.read])).toEqual([['CUSTOMER', true], ['STAFF', false]]);
    expect(reply.body.conversation).toMatchObject({ status: 'WAITING_FOR_CUSTOMER', unread_count: 0 });

    const seen = await shopper.call('GET', `/api/support/conversations/${id}/messages`);
    expect(seen.body.conversation.unread_count).toBe(1);
    expect(seen.body.messages[1]).toMatchObject({ author: 'STAFF', author_name: staff.admin.name, body: 'Sending it now' });
    const read = await shopper.call('POST', `/api/support/conversations/${id}/read`);
    expect(read.body.conversation.unread_count).toBe(0);
    expect((await asStaff('GET', `/api/admin/support/conversations/${id}/messages`)).body.messages[1].read).toBe(true);
  });

  it("an order's Need help? opens that order's own conversation with a reason, and the inbox shows the order", async () => {
    const shopper = await newShopper(app);
    const number = await placedOrder(shopper);
    const missingReason = await shopper.call('POST', '/api/support/conversations', { order_number: number });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.error.fields).toEqual([expect.objectContaining({ field: 'reason' })]);

    const opened = await shopper.call('POST', '/api/support/conversations', { order_number: number, reason: 'NOT_RECEIVED' });
    expect(opened.body.conversation).toMatchObject({ order_number: number, reason: 'NOT_RECEIVED' });
    const again = await shopper.call('POST', '/api/support/conversations', { order_number: number, reason: 'OTHER' });
    expect(again.body.conversation.id).toBe(opened.body.conversation.id);
    expect(await generalConversation(shopper)).not.toBe(opened.body.conversation.id);

    const thread = await asStaff('GET', `/api/admin/support/conversations/${opened.body.conversation.id}/messages`);
    expect(thread.body.conversation).toMatchObject({ order_number: number, customer: { id: shopper.id } });
    expect((await shopper.call('GET', '/api/support/conversations')).body.conversations).toHaveLength(2);
  });

  it('staff close and reopen; the gamer writing reopens a closed conversation; moves the status does not allow are CONFLICT', async () => {
    const shopper = await newShopper(app);
    const id = await generalConversation(shopper);
    await shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: 'Hello?' });
    expect((await asStaff('POST', `/api/admin/support/conversations/${id}/reopen`)).status).toBe(409);
    expect((await asStaff('POST', `/api/admin/support/conversations/${id}/close`)).body.conversation.status).toBe('CLOSED');
    expect((await asStaff('POST', `/api/admin/support/conversations/${id}/close`)).status).toBe(409);
    expect((await asStaff('POST', `/api/admin/support/conversations/${id}/reopen`)).body.conversation.status).toBe('OPEN');
    await asStaff('POST', `/api/admin/support/conversations/${id}/close`);
    const wrote = await shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: 'Still there?' });
    expect(wrote.body.conversation.status).toBe('OPEN');
  });
});

describe('who may see what', () => {
  it("another gamer's conversation, messages and pictures are NOT_FOUND; so is someone else's order", async () => {
    const [owner, stranger] = [await newShopper(app), await newShopper(app)];
    const id = await generalConversation(owner);
    const sent = await call(owner.token, 'POST', `/api/support/conversations/${id}/messages`, formWith({ body: 'Look' }, { image: { bytes: imageSamples.png } }));
    const imageUrl: string = sent.body.messages[0].image_url;
    for (const [method, path] of [
      ['GET', `/api/support/conversations/${id}/messages`],
      ['POST', `/api/support/conversations/${id}/read`],
      ['GET', imageUrl],
    ] as const) {
      expect((await call(stranger.token, method, path)).status, `${method} ${path}`).toBe(404);
    }
    expect((await stranger.call('POST', `/api/support/conversations/${id}/messages`, { body: 'mine now' })).status).toBe(404);
    const number = await placedOrder(owner);
    expect((await stranger.call('POST', '/api/support/conversations', { order_number: number, reason: 'OTHER' })).status).toBe(404);

    const gql = await app.graphql('query ($id: Int!) { mySupportConversation(conversationId: $id) { conversation { id } } }', { id }, stranger.token);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await owner.call('GET', '/api/support/conversations')).body.conversations).toHaveLength(1);
  });

  it('pictures are re-encoded and served privately to their gamer and to staff', async () => {
    const shopper = await newShopper(app);
    const id = await generalConversation(shopper);
    const sent = await call(shopper.token, 'POST', `/api/support/conversations/${id}/messages`, formWith({}, { image: { bytes: imageSamples.jpeg, type: 'image/jpeg' } }));
    expect(sent.status).toBe(201);
    const imageUrl: string = sent.body.messages[0].image_url;
    for (const token of [shopper.token, staff.token]) {
      const image = await call(token, 'GET', imageUrl);
      expect(image.status).toBe(200);
      expect(image.type).toBe('image/jpeg');
      expect((image.body as Buffer).equals(imageSamples.jpeg)).toBe(false);
    }
    expect((await call(undefined, 'GET', imageUrl)).status).toBe(401);
    const editor = await app.signIn(AdminRole.EDITOR);
    expect((await call(editor.token, 'GET', imageUrl)).status).toBe(403);
    const svg = await call(shopper.token, 'POST', `/api/support/conversations/${id}/messages`, formWith({}, { image: { bytes: Buffer.from('<svg/>'), type: 'image/svg+xml' } }));
    expect(svg.status).toBe(415);
  });

  it('Editors do not answer support (FORBIDDEN); signed-out callers are UNAUTHENTICATED', async () => {
    const editor = await app.signIn(AdminRole.EDITOR);
    expect((await call(editor.token, 'GET', '/api/admin/support/conversations')).status).toBe(403);
    expect((await call(undefined, 'GET', '/api/support/conversations')).status).toBe(401);
    const gql = await app.graphql('{ supportInboxCounts { open } }', {}, editor.token);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('limits', () => {
  it(`sends at most ${CUSTOMER_MESSAGES_PER_MINUTE} messages a minute per gamer, counted when sent at once`, async () => {
    const shopper = await newShopper(app);
    const id = await generalConversation(shopper);
    const burst = await Promise.all(
      Array.from({ length: CUSTOMER_MESSAGES_PER_MINUTE + 3 }, (_, i) => shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: `message ${i}` })),
    );
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(CUSTOMER_MESSAGES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect((await shopper.call('GET', `/api/support/conversations/${id}/messages`)).body.messages).toHaveLength(CUSTOMER_MESSAGES_PER_MINUTE);
  });

  it('refuses an empty message, an overlong one and a non-number conversation with the field to fix; HTML stays text', async () => {
    const shopper = await newShopper(app);
    const id = await generalConversation(shopper);
    for (const body of [{ body: '   ' }, {}, { body: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, { body: 42 }]) {
      const refused = await shopper.call('POST', `/api/support/conversations/${id}/messages`, body);
      expect(refused.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'body' })] });
    }
    expect((await shopper.call('POST', '/api/support/conversations/abc/messages', { body: 'hi' })).status).toBe(404);
    const html = '<img src=x onerror=alert(1)> <b>bold</b>';
    const sent = await shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: html });
    expect(sent.body.messages.at(-1).body).toBe(html);
    expect((await shopper.call('GET', `/api/support/conversations/${id}/messages`)).body.messages).toHaveLength(1);
  });

  it('an unknown status filter is a 400 naming the allowed ones', async () => {
    const refused = await asStaff('GET', `/api/admin/support/conversations?status=${randomUUID()}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('OPEN, WAITING_FOR_CUSTOMER, CLOSED');
  });
});
