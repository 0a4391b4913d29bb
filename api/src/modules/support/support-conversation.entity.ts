import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Customer } from '../customer/customer.entity.js';
import type { Order } from '../orders/order.entity.js';
import { SupportReason } from './support-reason.js';
import { ConversationStatus } from './support-status.js';

/**
 * A customer's thread with the shop: one GENERAL thread per customer (the chat widget) and at most one per
 * order (its "Need help?"), both enforced by partial unique indexes. Its status changes only
 * through support-status.ts; the read markers say up to when each side has read.
 */
@Entity()
@Index({
  name: 'support_conversation_general_unique',
  expression: 'create unique index "support_conversation_general_unique" on "support_conversation" ("customer_id") where "order_id" is null',
})
@Index({
  name: 'support_conversation_order_unique',
  expression: 'create unique index "support_conversation_order_unique" on "support_conversation" ("order_id") where "order_id" is not null',
})
@Index({ name: 'support_conversation_status_last_message_index', properties: ['status', 'lastMessageAt'] })
export class SupportConversation {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: 'Customer', deleteRule: 'cascade', index: 'support_conversation_customer_id_index' })
  customer!: Customer;

  @ManyToOne({ entity: 'Order', nullable: true, deleteRule: 'cascade' })
  order: Order | null = null;

  @Enum({ items: () => SupportReason })
  reason!: SupportReason;

  @Enum({ items: () => ConversationStatus, default: ConversationStatus.OPEN })
  status: ConversationStatus & Opt = ConversationStatus.OPEN;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastMessageAt: Date & Opt = new Date();

  /** The customer has read every staff message up to here. */
  @Property({ type: 'datetime', nullable: true })
  customerReadAt: Date | null = null;

  /** Staff (any of them) have read every customer message up to here. */
  @Property({ type: 'datetime', nullable: true })
  staffReadAt: Date | null = null;

  /**
   * The newest staff reply a mail has told the customer about. A batch of unread replies is mailed once: until the
   * customer reads past this point, further replies wait for them to come back (support-reply-mails.ts).
   */
  @Property({ type: 'datetime', nullable: true })
  replyMailedThrough: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
