import type { EntityManager } from '@mikro-orm/postgresql';
import { whileStillAllowed } from '../auth/live-access.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { NotFoundError } from '../common/errors.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { parseInput } from '../common/validation.js';
import { SupportConversation } from './support-conversation.entity.js';
import type { SupportEvent } from './support-live.js';
import { checkSentMessage, type SentMessage } from './support-message-input.js';
import { changeConversation, markRead, postMessage, type SupportActor } from './support-posting.js';
import { readConversations, readMessages } from './support-reads.js';
import { MessageAuthor } from './support-reason.js';
import { type SupportDeps, supportImageUrl } from './support.service.js';
import { ConversationStatus, statusAfter } from './support-status.js';
import type { SupportInboxCounts, SupportInboxPage, SupportThread } from './support.types.js';
import { conversationIdSchema } from './support.validation.js';

/** Staff's side of support: the inbox, replies, closing and reopening (Admins and Super Admins; Editors do not). */
export class SupportInboxService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly deps: SupportDeps,
  ) {}

  async inbox(status: ConversationStatus | undefined, pageRequest?: PageRequest): Promise<SupportInboxPage> {
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    const { offset, limit } = parseInput(pageSchema, pageRequest ?? {});
    const where = status ? ['c.status = ?'] : [];
    const params = status ? [status] : [];
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from support_conversation c where ${where[0] ?? 'true'}`, params);
    const conversations = await readConversations(this.em, MessageAuthor.STAFF, { where, params, offset, limit });
    return { conversations, total, offset, limit };
  }

  async counts(): Promise<SupportInboxCounts> {
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    const [row] = await this.em.execute<{ open: number; waiting: number; closed: number; unread: number }[]>(
      `select count(*) filter (where status = 'OPEN')::int as open,
         count(*) filter (where status = 'WAITING_FOR_CUSTOMER')::int as waiting,
         count(*) filter (where status = 'CLOSED')::int as closed,
         count(*) filter (where exists (select 1 from support_message m where m.conversation_id = c.id and m.author = 'CUSTOMER'
           and m.created_at > coalesce(c.staff_read_at, '-infinity')))::int as unread
       from support_conversation c`,
    );
    return { open: row!.open, waitingForCustomer: row!.waiting, closed: row!.closed, unread: row!.unread };
  }

  async thread(conversationIdInput: unknown): Promise<SupportThread> {
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    const conversation = await this.find(conversationIdInput);
    const [view] = await readConversations(this.em, MessageAuthor.STAFF, { where: ['c.id = ?'], params: [conversation.id] });
    return { conversation: view!, messages: await readMessages(this.em, conversation.id, supportImageUrl) };
  }

  async reply(input: SentMessage): Promise<SupportThread> {
    const sent = checkSentMessage(input, this.deps.maxImageBytes);
    const actor = await this.staffActor();
    const { conversationId } = sent;
    await this.find(conversationId);
    await this.deps.sendLimits.countStaffMessage(actor.adminId);
    await postMessage(this.em, conversationId, actor, await sent.message(), 'STAFF_REPLIED');
    return this.thread(conversationId);
  }

  close(conversationIdInput: unknown): Promise<SupportThread> {
    return this.move(conversationIdInput, 'STAFF_CLOSED');
  }

  reopen(conversationIdInput: unknown): Promise<SupportThread> {
    return this.move(conversationIdInput, 'STAFF_REOPENED');
  }

  async markRead(conversationIdInput: unknown): Promise<SupportThread> {
    const actor = await this.staffActor();
    await markRead(this.em, await this.find(conversationIdInput), actor);
    return this.thread(conversationIdInput);
  }

  /** Every support event, for the inbox and the sidebar's unread count, while the admin may still answer support. */
  async watchInbox(): Promise<AsyncIterable<SupportEvent>> {
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    return this.whileStaffMayAnswer(this.deps.live.subscribe('SUPPORT_INBOX'));
  }

  async watch(conversationIdInput: unknown): Promise<AsyncIterable<SupportEvent>> {
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    const conversation = await this.find(conversationIdInput);
    return this.whileStaffMayAnswer(this.deps.live.subscribe('SUPPORT_CONVERSATION', conversation.id));
  }

  private whileStaffMayAnswer(events: AsyncIterable<SupportEvent>): AsyncIterable<SupportEvent> {
    return whileStillAllowed(this.auth, events, () => this.auth.authorize(Permission.ANSWER_SUPPORT));
  }

  private async move(conversationIdInput: unknown, event: 'STAFF_CLOSED' | 'STAFF_REOPENED'): Promise<SupportThread> {
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    const conversation = await this.find(conversationIdInput);
    await changeConversation(this.em, conversation.id, (_tx, locked) => {
      locked.status = statusAfter(locked.status, event);
    });
    return this.thread(conversation.id);
  }

  private async staffActor(): Promise<SupportActor & { adminId: number }> {
    const admin = await this.auth.authorize(Permission.ANSWER_SUPPORT);
    return { kind: MessageAuthor.STAFF, adminId: admin.id };
  }

  private async find(conversationIdInput: unknown): Promise<SupportConversation> {
    const { conversationId } = parseInput(conversationIdSchema, { conversationId: conversationIdInput });
    const conversation = await this.em.findOne(SupportConversation, { id: conversationId }, { refresh: true });
    if (!conversation) throw new NotFoundError(`There is no conversation ${conversationId}`);
    return conversation;
  }
}
