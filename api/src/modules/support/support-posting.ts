import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../common/errors.js';
import { announceSupportEvent } from './support-live.js';
import { SupportConversation } from './support-conversation.entity.js';
import { SupportMessage } from './support-message.entity.js';
import { MessageAuthor } from './support-reason.js';
import { type ConversationEvent, statusAfter } from './support-status.js';

export interface NewMessage {
  body: string;
  image?: { bytes: Buffer; type: string };
}

/** Who is acting on a conversation: the customer, or a staff member. */
export type SupportActor = { kind: MessageAuthor.CUSTOMER } | { kind: MessageAuthor.STAFF; adminId: number };

/**
 * Runs `change` on the conversation locked for this transaction, then tells every instance. The lock puts
 * every write to one conversation in a line, so the database clock read after it (`clock_timestamp`) orders
 * its messages and read markers the way they were committed.
 */
export async function changeConversation<T>(
  em: EntityManager,
  conversationId: number,
  change: (tx: EntityManager, conversation: SupportConversation, now: Date) => Promise<T> | T,
): Promise<T> {
  return em.transactional(async (tx) => {
    const conversation = await tx.findOne(SupportConversation, { id: conversationId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!conversation) throw new NotFoundError(`There is no conversation ${conversationId}`);
    const [{ now }] = await tx.execute<{ now: Date }[]>('select clock_timestamp() as now');
    const result = await change(tx, conversation, new Date(now));
    await tx.flush();
    await announceSupportEvent(tx, { conversationId, customerId: conversation.customer.id });
    return result;
  });
}

/** Adds a message and moves the conversation as `event` says; writing a message means its author has read the thread. */
export function postMessage(em: EntityManager, conversationId: number, actor: SupportActor, message: NewMessage, event: ConversationEvent): Promise<SupportMessage> {
  return changeConversation(em, conversationId, (tx, conversation, now) => {
    conversation.status = statusAfter(conversation.status, event);
    conversation.lastMessageAt = now;
    if (actor.kind === MessageAuthor.CUSTOMER) conversation.customerReadAt = now;
    else conversation.staffReadAt = now;
    return tx.create(SupportMessage, {
      conversation,
      author: actor.kind,
      admin: actor.kind === MessageAuthor.STAFF ? actor.adminId : null,
      body: message.body,
      image: message.image?.bytes ?? null,
      imageType: message.image?.type ?? null,
      createdAt: now,
    });
  });
}

/** Marks the other side's messages read by `actor`, up to the newest one; nothing is announced when nothing changed. */
export async function markRead(em: EntityManager, conversation: SupportConversation, actor: SupportActor): Promise<void> {
  const readAt = actor.kind === MessageAuthor.CUSTOMER ? conversation.customerReadAt : conversation.staffReadAt;
  if (readAt && readAt >= conversation.lastMessageAt) return;
  await changeConversation(em, conversation.id, (_tx, locked) => {
    if (actor.kind === MessageAuthor.CUSTOMER) locked.customerReadAt = locked.lastMessageAt;
    else locked.staffReadAt = locked.lastMessageAt;
  });
}
