import { Check, Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Admin } from '../admin/admin.entity.js';
import { MessageAuthor } from './support-reason.js';
import type { SupportConversation } from './support-conversation.entity.js';

/** The longest message, in characters. */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * One message, never edited. Text only (never rendered as HTML); its picture, if any, is re-encoded and kept
 * here, private to the conversation's customer and staff (a support picture may show a bank slip or an address).
 */
@Entity()
@Check({ name: 'support_message_has_content', expression: "length(body) > 0 or image is not null" })
export class SupportMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: 'SupportConversation', deleteRule: 'cascade', index: 'support_message_conversation_id_index' })
  conversation!: SupportConversation;

  @Enum({ items: () => MessageAuthor })
  author!: MessageAuthor;

  /** The staff member who wrote it; null for the customer's messages (and for a deleted admin's). */
  @ManyToOne({ entity: 'Admin', nullable: true, deleteRule: 'set null' })
  admin: Admin | null = null;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'blob', nullable: true, lazy: true })
  image: Buffer | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  imageType: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
