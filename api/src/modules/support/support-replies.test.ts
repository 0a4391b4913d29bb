import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { mailUnreadSupportReplies } from './support-reply-mails.js';

let app: TestApp;
let staff: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  staff = await app.signIn(AdminRole.ADMIN);
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
const asStaff = (method: string, path: string, body?: unknown) => callAs(app, staff.token, method, path, body);
async function gql(token: string | undefined, query: string) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as any };
}
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
/** One sweep of the unread-reply mailer, as if its clock read `now`. */
const sweep = (now: Date) => mailUnreadSupportReplies(app.db.orm.em.fork(), app.orderEffects.mail, now);

async function shopperIn(language: 'th' | 'en'): Promise<Shopper & { email: string }> {
  const shopper = await newShopper(app);
  const changed = await shopper.call('PUT', '/api/auth/me/mail-settings', { language });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return { ...shopper, email: changed.body.user.email };
}

async function conversationWithQuestion(shopper: Shopper): Promise<number> {
  const id = (await shopper.call('POST', '/api/support/conversations', {})).body.conversation.id;
  expect((await shopper.call('POST', `/api/support/conversations/${id}/messages`, { body: 'Where is my fruit?' })).status).toBe(201);
  return id;
}

const reply = async (id: number, body: string) => expect((await asStaff('POST', `/api/admin/support/conversations/${id}/messages`, { body })).status).toBe(201);
const mailsTo = (address: string) => sql<{ kind: string; language: string; subject: string; text: string }>('select kind, language, subject, text from mail_message where recipient = ? order by id', [address]);

describe('staff replies the shopper has not read', () => {
  it('count per conversation and in all (REST and GraphQL) after a staff reply, and drop to zero once read', async () => {
    const shopper = await shopperIn('en');
    const id = await conversationWithQuestion(shopper);
    expect((await shopper.call('GET', '/api/support/unread')).body).toEqual({ total: 0, conversations: [] });

    await reply(id, 'Sending it now');
    await reply(id, 'Done, check your inventory');
    expect((await shopper.call('GET', '/api/support/unread')).body).toEqual({ total: 2, conversations: [{ conversation_id: id, order_number: null, unread_count: 2 }] });
    const viaGraphQL = await gql(shopper.token, '{ mySupportUnread { total conversations { conversationId orderNumber unreadCount } } }');
    expect(viaGraphQL.body.data.mySupportUnread).toEqual({ total: 2, conversations: [{ conversationId: id, orderNumber: null, unreadCount: 2 }] });

    expect((await shopper.call('POST', `/api/support/conversations/${id}/read`)).status).toBe(200);
    expect((await shopper.call('GET', '/api/support/unread')).body).toEqual({ total: 0, conversations: [] });
  });

  it("are nobody else's business: signed out is UNAUTHENTICATED", async () => {
    expect((await callAs(app, undefined, 'GET', '/api/support/unread')).status).toBe(401);
    expectGraphQLError(await gql(undefined, '{ mySupportUnread { total } }'), 'UNAUTHENTICATED');
  });
});

describe('mail about unread staff replies', () => {
  it('goes once, in the shopper’s language, after the delay; later replies in the same unread batch send no more', async () => {
    const shopper = await shopperIn('th');
    const id = await conversationWithQuestion(shopper);
    await reply(id, 'ส่งของให้แล้วครับ');

    await sweep(minutesFromNow(4));
    expect(await mailsTo(shopper.email)).toEqual([]);

    await sweep(minutesFromNow(6));
    const [mail, ...more] = await mailsTo(shopper.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'SUPPORT_REPLY', language: 'th', subject: 'ทีมงานตอบกลับข้อความของคุณแล้ว' });
    expect(mail!.text).toContain('ส่งของให้แล้วครับ');
    expect(mail!.text).toContain('/?support=open');

    await reply(id, 'มีอะไรสอบถามเพิ่มได้เลยครับ');
    await sweep(minutesFromNow(30));
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('is not sent when the shopper read the reply in time, and a new batch after reading is mailed again', async () => {
    const shopper = await shopperIn('en');
    const id = await conversationWithQuestion(shopper);
    await reply(id, 'First answer');
    await shopper.call('POST', `/api/support/conversations/${id}/read`);
    await sweep(minutesFromNow(10));
    expect(await mailsTo(shopper.email)).toEqual([]);

    await reply(id, 'Second answer');
    await sweep(minutesFromNow(10));
    const mails = await mailsTo(shopper.email);
    expect(mails.map((m) => [m.kind, m.language, m.subject])).toEqual([['SUPPORT_REPLY', 'en', 'We replied to your message']]);
    expect(mails[0]!.text).toContain('Second answer');
    expect(mails[0]!.text).not.toContain('First answer');
  });

  it("about an order's conversation names the order and links to its page", async () => {
    const shopper = await shopperIn('en');
    const [item] = (await shopper.call('GET', '/api/items')).body;
    const placed = await shopper.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
    expect(placed.status).toBe(201);
    const opened = await shopper.call('POST', '/api/support/conversations', { order_number: placed.body.number, reason: 'NOT_RECEIVED' });
    await reply(opened.body.conversation.id, 'Your item is on its way');
    await sweep(minutesFromNow(6));
    const [mail, ...more] = (await mailsTo(shopper.email)).filter((sent) => sent.kind === 'SUPPORT_REPLY');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`We replied about order ${placed.body.number}`);
    expect(mail!.text).toContain(`/orders/${placed.body.number}`);
  });

  it('is claimed once when several instances sweep at the same moment', async () => {
    const shopper = await shopperIn('en');
    const id = await conversationWithQuestion(shopper);
    await reply(id, 'Racing answer');
    const later = minutesFromNow(10);
    await Promise.all(Array.from({ length: 4 }, () => sweep(later)));
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('waits as long as staff set in the support settings', async () => {
    expect((await asStaff('PUT', '/api/admin/support/settings', { hours: null, reply_mail_minutes: 30 })).status).toBe(200);
    try {
      const shopper = await shopperIn('en');
      const id = await conversationWithQuestion(shopper);
      await reply(id, 'Slow answer');
      await sweep(minutesFromNow(10));
      expect(await mailsTo(shopper.email)).toEqual([]);
      await sweep(minutesFromNow(31));
      expect(await mailsTo(shopper.email)).toHaveLength(1);
    } finally {
      await asStaff('PUT', '/api/admin/support/settings', { hours: null, reply_mail_minutes: 5 });
    }
  });
});

describe('support hours set in the dashboard', () => {
  it('are shown to everyone with whether staff are in now; no hours means null', async () => {
    const set = await asStaff('PUT', '/api/admin/support/settings', { hours: { days: [5, 1, 1], opens_at: '09:00', closes_at: '18:00' }, reply_mail_minutes: 5 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.hours).toMatchObject({ days: [1, 5], opens_at: '09:00', closes_at: '18:00' });
    const shown = await callAs(app, undefined, 'GET', '/api/support/hours');
    expect(shown.body.hours).toEqual({ days: [1, 5], opens_at: '09:00', closes_at: '18:00', support_open_now: expect.any(Boolean), next_open_at: expect.anything() });
    expect(shown.body.hours.support_open_now).toBe(shown.body.hours.next_open_at === null);

    const entry = (await sql<{ action: string; after: { hours: unknown } }>("select action, after from audit_entry where entity_type = 'SupportSettings' and admin_id = ? order by id desc limit 1", [staff.admin.id]))[0];
    expect(entry).toMatchObject({ action: 'update', after: { hours: { days: [1, 5], opensAt: '09:00', closesAt: '18:00' } } });

    expect((await asStaff('PUT', '/api/admin/support/settings', { hours: null, reply_mail_minutes: 5 })).body.hours).toBeNull();
    expect((await callAs(app, undefined, 'GET', '/api/support/hours')).body).toEqual({ hours: null });
  });

  it('refuse bad hours with 400 and the field named', async () => {
    for (const [hours, field] of [
      [{ days: [], opens_at: '09:00', closes_at: '18:00' }, 'hours.days'],
      [{ days: [7], opens_at: '09:00', closes_at: '18:00' }, 'hours.days.0'],
      [{ days: [1], opens_at: '9am', closes_at: '18:00' }, 'hours.opensAt'],
      [{ days: [1], opens_at: '09:00', closes_at: '24:30' }, 'hours.closesAt'],
      [{ days: [1], opens_at: '09:00', closes_at: '09:00' }, 'hours.closesAt'],
    ] as const) {
      const refused = await asStaff('PUT', '/api/admin/support/settings', { hours, reply_mail_minutes: 5 });
      expect(refused.status, JSON.stringify(hours)).toBe(400);
      expect(refused.body.error.code).toBe('BAD_USER_INPUT');
      expect(refused.body.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await asStaff('PUT', '/api/admin/support/settings', { hours: null, reply_mail_minutes: 0 })).status).toBe(400);
  });

  it('may be changed only by staff who answer support (an Editor may not, a shopper may not)', async () => {
    const editor = await app.signIn(AdminRole.EDITOR);
    const body = { hours: null, reply_mail_minutes: 5 };
    expect((await callAs(app, editor.token, 'PUT', '/api/admin/support/settings', body)).status).toBe(403);
    expect((await callAs(app, editor.token, 'GET', '/api/admin/support/settings')).status).toBe(403);
    const shopper = await newShopper(app);
    expect((await shopper.call('PUT', '/api/admin/support/settings', body)).status).toBe(401);
    expectGraphQLError(await gql(editor.token, 'mutation { updateSupportSettings(input: { hours: null, replyMailMinutes: 5 }) { replyMailMinutes } }'), 'FORBIDDEN');
    const badHours = await gql(staff.token, 'mutation { updateSupportSettings(input: { hours: { days: [1], opensAt: "25:00", closesAt: "18:00" }, replyMailMinutes: 5 }) { replyMailMinutes } }');
    expectGraphQLError(badHours, 'BAD_USER_INPUT');
  });
});
