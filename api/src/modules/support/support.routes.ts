import { type Request, type RequestHandler, type Response, Router } from 'express';
import { bodyOf, pageQuery, pathId, queryText, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { ValidationError } from '../common/errors.js';
import { ConversationStatus } from './support-status.js';
import type { SupportConversationView, SupportHours, SupportSettingsView, SupportThread, SupportUnread } from './support.types.js';

function conversationJson(view: SupportConversationView) {
  return {
    id: view.id,
    reason: view.reason,
    status: view.status,
    order_number: view.orderNumber,
    ...(view.customer ? { customer: view.customer } : {}),
    unread_count: view.unreadCount,
    last_message_preview: view.lastMessagePreview,
    last_message_at: view.lastMessageAt.toISOString(),
    created_at: view.createdAt.toISOString(),
  };
}

function threadJson({ conversation, messages }: SupportThread) {
  return {
    conversation: conversationJson(conversation),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      author_name: message.authorName,
      body: message.body,
      image_url: message.imageUrl,
      read: message.read,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

function hoursJson(hours: SupportHours | null) {
  if (!hours) return null;
  return {
    days: hours.days,
    opens_at: hours.opensAt,
    closes_at: hours.closesAt,
    support_open_now: hours.supportOpenNow,
    next_open_at: hours.nextOpenAt?.toISOString() ?? null,
  };
}

const settingsJson = (settings: SupportSettingsView) => ({ hours: hoursJson(settings.hours), reply_mail_minutes: settings.replyMailMinutes });

const unreadJson = (unread: SupportUnread) => ({
  total: unread.total,
  conversations: unread.conversations.map((c) => ({ conversation_id: c.conversationId, order_number: c.orderNumber, unread_count: c.unreadCount })),
});

/** `{ hours: { days, opens_at, closes_at } | null, reply_mail_minutes }` as the service takes it. */
function settingsInput(req: Request) {
  const body = bodyOf(req);
  const hours = body.hours as Record<string, unknown> | null | undefined;
  const given = hours && typeof hours === 'object' ? { days: hours.days, opensAt: hours.opens_at, closesAt: hours.closes_at } : hours;
  return { hours: given, replyMailMinutes: body.reply_mail_minutes };
}

/** JSON `{ body }` or a multipart form with `body` and an `image` file. */
const messageOf = (req: Request) => ({ conversationId: pathId(req), body: bodyOf(req).body, image: uploadedImage(req) });

const sendImage = (res: Response, { image, contentType }: { image: Buffer; contentType: string }) =>
  res.set({ 'Content-Type': contentType, 'Cache-Control': 'private, no-store' }).send(image);

/** /api/support: the signed-in gamer's own conversations (anyone else's answer 404). */
export function supportRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  router.get('/hours', async (_req, res) => {
    res.json({ hours: hoursJson(await servicesOf(res).supportSettings.hours()) });
  });
  router.get('/unread', async (_req, res) => {
    res.json(unreadJson(await servicesOf(res).support.unread()));
  });
  router.get('/conversations', async (_req, res) => {
    res.json({ conversations: (await servicesOf(res).support.conversations()).map(conversationJson) });
  });
  router.post('/conversations', async (req, res) => {
    const body = bodyOf(req);
    res.json(threadJson(await servicesOf(res).support.open({ orderNumber: body.order_number, reason: body.reason })));
  });
  router.get('/conversations/:id/messages', async (req, res) => {
    res.json(threadJson(await servicesOf(res).support.thread(pathId(req))));
  });
  router.post('/conversations/:id/messages', imageForm, async (req, res) => {
    res.status(201).json(threadJson(await servicesOf(res).support.send(messageOf(req))));
  });
  router.post('/conversations/:id/read', async (req, res) => {
    res.json(threadJson(await servicesOf(res).support.markRead(pathId(req))));
  });
  router.get('/messages/:id/image', async (req, res) => {
    sendImage(res, await servicesOf(res).support.image(pathId(req)));
  });
  return router;
}

function statusFilter(req: Request): ConversationStatus | undefined {
  const status = queryText(req, 'status');
  if (status === undefined || status === '') return undefined;
  if (Object.values<string>(ConversationStatus).includes(status)) return status as ConversationStatus;
  const allowed = Object.values(ConversationStatus).join(', ');
  throw new ValidationError(`status must be one of ${allowed}`, [{ field: 'status', message: `must be one of ${allowed}`, reason: 'INVALID' }]);
}

/** /api/admin/support: the Support Tickets inbox for staff who answer support. */
export function adminSupportRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  const canAnswer = requirePermission(Permission.ANSWER_SUPPORT);
  router.get('/conversations', canAnswer, async (req, res) => {
    const page = await servicesOf(res).supportInbox.inbox(statusFilter(req), pageQuery(req));
    res.json({ conversations: page.conversations.map(conversationJson), total: page.total, offset: page.offset, limit: page.limit });
  });
  router.get('/settings', canAnswer, async (_req, res) => {
    res.json(settingsJson(await servicesOf(res).supportSettings.settings()));
  });
  router.put('/settings', canAnswer, async (req, res) => {
    res.json(settingsJson(await servicesOf(res).supportSettings.update(settingsInput(req))));
  });
  router.get('/counts', canAnswer, async (_req, res) => {
    const counts = await servicesOf(res).supportInbox.counts();
    res.json({ open: counts.open, waiting_for_customer: counts.waitingForCustomer, closed: counts.closed, unread: counts.unread });
  });
  router.get('/conversations/:id/messages', canAnswer, async (req, res) => {
    res.json(threadJson(await servicesOf(res).supportInbox.thread(pathId(req))));
  });
  router.post('/conversations/:id/messages', canAnswer, imageForm, async (req, res) => {
    res.status(201).json(threadJson(await servicesOf(res).supportInbox.reply(messageOf(req))));
  });
  for (const [action, run] of [
    ['close', 'close'],
    ['reopen', 'reopen'],
    ['read', 'markRead'],
  ] as const) {
    router.post(`/conversations/:id/${action}`, canAnswer, async (req, res) => {
      res.json(threadJson(await servicesOf(res).supportInbox[run](pathId(req))));
    });
  }
  return router;
}
