import type { EntityManager } from '@mikro-orm/postgresql';
import { whileStillAllowed } from '../auth/live-access.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { NotFoundError } from '../common/errors.js';
import { parseInput } from '../common/validation.js';
import { checkSentMessage, type SentMessage } from './support-message-input.js';
import { SupportConversation } from './support-conversation.entity.js';
import { SupportMessage } from './support-message.entity.js';
import type { SupportEvent, SupportPubSub } from './support-live.js';
import { markRead, postMessage } from './support-posting.js';
import { readConversations, readMessages } from './support-reads.js';
import { MessageAuthor, SupportReason } from './support-reason.js';
import type { SupportSendLimits } from './support-send-limits.js';
import type { SupportConversationView, SupportThread, SupportUnread } from './support.types.js';
import { conversationIdSchema, openConversationSchema } from './support.validation.js';

export interface SupportDeps {
  live: SupportPubSub;
  sendLimits: SupportSendLimits;
  maxImageBytes: number;
}

/** Where a message's picture is served (REST), to its customer and to staff. */
export const supportImageUrl = (messageId: number) => `/api/support/messages/${messageId}/image`;

const CUSTOMER = { kind: MessageAuthor.CUSTOMER } as const;

/** A signed-in customer's own conversations with the shop; anyone else's answer NOT_FOUND. */
export class SupportService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly deps: SupportDeps,
  ) {}

  /** The largest picture a message may carry, for adapters reading uploads. */
  get maxImageBytes(): number {
    return this.deps.maxImageBytes;
  }

  async conversations(): Promise<SupportConversationView[]> {
    const customerId = await this.auth.customerId();
    return readConversations(this.em, MessageAuthor.CUSTOMER, { where: ['c.customer_id = ?'], params: [customerId] });
  }

  /** Staff replies the customer has not read, in all and per conversation (the chat button's badge, My orders' marks). */
  async unread(): Promise<SupportUnread> {
    const customerId = await this.auth.customerId();
    const rows = await this.em.execute<{ id: number; order_number: string | null; unread_count: number }[]>(
      `select c.id, o.number as order_number, count(*)::int as unread_count
         from support_conversation c
         join support_message m on m.conversation_id = c.id and m.author = 'STAFF' and m.created_at > coalesce(c.customer_read_at, '-infinity')
         left join customer_order o on o.id = c.order_id
        where c.customer_id = ?
        group by c.id, o.number
        order by max(m.created_at) desc`,
      [customerId],
    );
    const conversations = rows.map((row) => ({ conversationId: row.id, orderNumber: row.order_number, unreadCount: row.unread_count }));
    return { total: conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0), conversations };
  }

  /** Events of any of the customer's conversations (the unread count follows them), while the sign-in still holds. */
  async watchUnread(): Promise<AsyncIterable<SupportEvent>> {
    const customerId = await this.auth.customerId();
    return whileStillAllowed(this.auth, this.deps.live.subscribe('SUPPORT_CUSTOMER', customerId), () => this.auth.customerId());
  }

  /** The general conversation (no order), or the conversation of one of the customer's orders; started on first use. */
  async open(input: { orderNumber?: unknown; reason?: unknown }): Promise<SupportThread> {
    const { orderNumber, reason } = parseInput(openConversationSchema, input);
    const customerId = await this.auth.customerId();
    let orderId: number | null = null;
    if (orderNumber) {
      const [order] = await this.em.execute<{ id: number }[]>('select id from customer_order where number = ? and customer_id = ?', [orderNumber, customerId]);
      if (!order) throw new NotFoundError(`You have no order ${orderNumber}`);
      orderId = order.id;
    }
    // Two tabs opening at once both land on the one conversation the unique indexes allow.
    await this.em.execute('insert into support_conversation (customer_id, order_id, reason) values (?, ?, ?) on conflict do nothing', [
      customerId,
      orderId,
      reason ?? SupportReason.GENERAL,
    ]);
    const [{ id }] = await this.em.execute<{ id: number }[]>(
      `select id from support_conversation where customer_id = ? and ${orderId ? 'order_id = ?' : 'order_id is null'}`,
      orderId ? [customerId, orderId] : [customerId],
    );
    return this.thread(id);
  }

  async thread(conversationIdInput: unknown): Promise<SupportThread> {
    const conversation = await this.own(conversationIdInput);
    const [view] = await readConversations(this.em, MessageAuthor.CUSTOMER, { where: ['c.id = ?'], params: [conversation.id] });
    return { conversation: view!, messages: await readMessages(this.em, conversation.id, supportImageUrl) };
  }

  async send(input: SentMessage): Promise<SupportThread> {
    const sent = checkSentMessage(input, this.deps.maxImageBytes);
    const { conversationId } = sent;
    await this.own(conversationId);
    await this.deps.sendLimits.countCustomerMessage(await this.auth.customerId());
    await postMessage(this.em, conversationId, CUSTOMER, await sent.message(), 'CUSTOMER_WROTE');
    return this.thread(conversationId);
  }

  /** The customer has read the staff's messages (the chat is open in front of them). */
  async markRead(conversationIdInput: unknown): Promise<SupportThread> {
    const conversation = await this.own(conversationIdInput);
    await markRead(this.em, conversation, CUSTOMER);
    return this.thread(conversation.id);
  }

  /** Events of one of the customer's conversations, as they happen on any instance, while the sign-in still holds. */
  async watch(conversationIdInput: unknown): Promise<AsyncIterable<SupportEvent>> {
    const conversation = await this.own(conversationIdInput);
    return whileStillAllowed(this.auth, this.deps.live.subscribe('SUPPORT_CONVERSATION', conversation.id), () => this.auth.customerId());
  }

  /** A message's picture, for the conversation's customer or for staff who answer support. */
  async image(messageId: number): Promise<{ image: Buffer; contentType: string }> {
    const message = await this.em.findOne(SupportMessage, { id: messageId }, { populate: ['image', 'conversation'] });
    const missing = new NotFoundError(`There is no picture in message ${messageId}`);
    if (!message?.image || !message.imageType) throw missing;
    if (await this.auth.isStaff()) await this.auth.authorize(Permission.ANSWER_SUPPORT);
    else if (message.conversation.customer.id !== (await this.auth.customerId())) throw missing;
    return { image: message.image, contentType: message.imageType };
  }

  private async own(conversationIdInput: unknown): Promise<SupportConversation> {
    const customerId = await this.auth.customerId();
    const { conversationId } = parseInput(conversationIdSchema, { conversationId: conversationIdInput });
    const conversation = await this.em.findOne(SupportConversation, { id: conversationId, customer: customerId }, { refresh: true });
    if (!conversation) throw new NotFoundError(`You have no conversation ${conversationId}`);
    return conversation;
  }
}
