import type { EntityManager } from '@mikro-orm/postgresql';
import { MessageAuthor, type SupportReason } from './support-reason.js';
import type { ConversationStatus } from './support-status.js';
import type { SupportConversationView, SupportMessageView } from './support.types.js';

/** Whose eyes a read is for: unread counts and "read" ticks are from that side's point of view. */
export type Viewer = MessageAuthor;

const PREVIEW_LENGTH = 120;
const THREAD_LENGTH = 200;

const otherSide = (viewer: Viewer) => (viewer === MessageAuthor.CUSTOMER ? MessageAuthor.STAFF : MessageAuthor.CUSTOMER);
const viewerReadAt = (viewer: Viewer) => (viewer === MessageAuthor.CUSTOMER ? 'c.customer_read_at' : 'c.staff_read_at');

interface ConversationRow {
  id: number;
  reason: SupportReason;
  status: ConversationStatus;
  order_number: string | null;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  unread_count: number;
  last_message_preview: string | null;
  last_message_at: Date;
  created_at: Date;
}

export interface ConversationQuery {
  /** SQL conditions on `c` (support_conversation), joined by "and", with their parameters. */
  where: string[];
  params: unknown[];
  offset?: number;
  limit?: number;
}

/** Conversations as `viewer` sees them, most recent activity first: one statement, however many. */
export async function readConversations(em: EntityManager, viewer: Viewer, query: ConversationQuery): Promise<SupportConversationView[]> {
  const rows = await em.execute<ConversationRow[]>(
    `select c.id, c.reason, c.status, o.number as order_number, c.last_message_at, c.created_at,
       cu.id as customer_id, cu.name as customer_name, cu.email as customer_email,
       (select count(*) from support_message m
         where m.conversation_id = c.id and m.author = ? and m.created_at > coalesce(${viewerReadAt(viewer)}, '-infinity'))::int as unread_count,
       (select left(m.body, ${PREVIEW_LENGTH}) from support_message m where m.conversation_id = c.id order by m.id desc limit 1) as last_message_preview
     from support_conversation c
     join customer cu on cu.id = c.customer_id
     left join customer_order o on o.id = c.order_id
     where ${query.where.length ? query.where.join(' and ') : 'true'}
     order by c.last_message_at desc, c.id desc
     limit ? offset ?`,
    [otherSide(viewer), ...query.params, query.limit ?? 100, query.offset ?? 0],
  );
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    status: row.status,
    orderNumber: row.order_number,
    customer: viewer === MessageAuthor.STAFF ? { id: row.customer_id, name: row.customer_name, email: row.customer_email } : null,
    unreadCount: row.unread_count,
    lastMessagePreview: row.last_message_preview,
    lastMessageAt: new Date(row.last_message_at),
    createdAt: new Date(row.created_at),
  }));
}

interface MessageRow {
  id: number;
  author: MessageAuthor;
  author_name: string;
  body: string;
  has_image: boolean;
  read: boolean;
  created_at: Date;
}

/** The latest messages of a conversation, oldest first, each with whether the other side has read it. */
export async function readMessages(em: EntityManager, conversationId: number, imageUrl: (messageId: number) => string): Promise<SupportMessageView[]> {
  const rows = await em.execute<MessageRow[]>(
    `select * from (
       select m.id, m.author, m.body, m.image is not null as has_image, m.created_at,
         case when m.author = 'STAFF' then coalesce(a.name, 'Staff') else cu.name end as author_name,
         m.created_at <= coalesce(case when m.author = 'STAFF' then c.customer_read_at else c.staff_read_at end, '-infinity') as read
       from support_message m
       join support_conversation c on c.id = m.conversation_id
       join customer cu on cu.id = c.customer_id
       left join admin a on a.id = m.admin_id
       where m.conversation_id = ?
       order by m.id desc
       limit ${THREAD_LENGTH}
     ) latest order by id`,
    [conversationId],
  );
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    authorName: row.author_name,
    body: row.body,
    imageUrl: row.has_image ? imageUrl(row.id) : null,
    read: row.read,
    createdAt: new Date(row.created_at),
  }));
}
