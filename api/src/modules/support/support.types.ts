import { Field, Int, ObjectType } from 'type-graphql';
import { PageCounts } from '../common/pagination.js';
import { MessageAuthor, SupportReason } from './support-reason.js';
import { ConversationStatus } from './support-status.js';

@ObjectType('SupportMessage', { simpleResolvers: true, description: 'A message in a support conversation: text (never HTML) and at most one picture.' })
export class SupportMessageView {
  @Field(() => Int)
  id!: number;

  @Field(() => MessageAuthor)
  author!: MessageAuthor;

  @Field(() => String, { description: "The staff member's name on their replies; the customer's name on theirs." })
  authorName!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String, { nullable: true, description: 'The picture, served to the same bearer token (GET).' })
  imageUrl!: string | null;

  @Field(() => Boolean, { description: 'The other side has read it.' })
  read!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'Who a conversation is with (staff see it).' })
export class SupportCustomer {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;
}

@ObjectType('SupportConversation', { simpleResolvers: true, description: 'A conversation between a customer and the shop.' })
export class SupportConversationView {
  @Field(() => Int)
  id!: number;

  @Field(() => SupportReason)
  reason!: SupportReason;

  @Field(() => ConversationStatus)
  status!: ConversationStatus;

  @Field(() => String, { nullable: true, description: 'The order it is about; null for the general conversation.' })
  orderNumber!: string | null;

  @Field(() => SupportCustomer, { nullable: true, description: 'Only for staff.' })
  customer!: SupportCustomer | null;

  @Field(() => Int, { description: "Messages from the other side the caller has not read." })
  unreadCount!: number;

  @Field(() => String, { nullable: true, description: 'The start of the latest message.' })
  lastMessagePreview!: string | null;

  @Field(() => Date)
  lastMessageAt!: Date;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A conversation with its latest messages (oldest first).' })
export class SupportThread {
  @Field(() => SupportConversationView)
  conversation!: SupportConversationView;

  @Field(() => [SupportMessageView], { description: 'The latest 200 messages, oldest first.' })
  messages!: SupportMessageView[];
}

@ObjectType({ simpleResolvers: true })
export class SupportInboxPage extends PageCounts {
  @Field(() => [SupportConversationView])
  conversations!: SupportConversationView[];
}

@ObjectType({ simpleResolvers: true, description: "The Support Tickets inbox's counts." })
export class SupportInboxCounts {
  @Field(() => Int)
  open!: number;

  @Field(() => Int)
  waitingForCustomer!: number;

  @Field(() => Int)
  closed!: number;

  @Field(() => Int, { description: 'Conversations with customer messages no staff member has read.' })
  unread!: number;
}

@ObjectType({ simpleResolvers: true, description: 'When staff answer the chat, in Bangkok time, and whether they are in now.' })
export class SupportHours {
  @Field(() => [Int], { description: 'Days of the week staff answer on: 0 = Sunday … 6 = Saturday.' })
  days!: number[];

  @Field(() => String, { description: 'Opening time on each of those days, "HH:MM" in Bangkok time.' })
  opensAt!: string;

  @Field(() => String, { description: 'Closing time, "HH:MM"; at or before opensAt it is the next morning.' })
  closesAt!: string;

  @Field(() => Boolean, { description: 'Staff are in now (worked out by the server).' })
  supportOpenNow!: boolean;

  @Field(() => Date, { nullable: true, description: 'When closed: when staff are next in; null while open.' })
  nextOpenAt!: Date | null;
}

@ObjectType({ simpleResolvers: true, description: "Support's settings, as staff edit them." })
export class SupportSettingsView {
  @Field(() => SupportHours, { nullable: true, description: 'Null when no hours are set: the chat then promises no reply time.' })
  hours!: SupportHours | null;

  @Field(() => Int, { description: 'Minutes a staff reply may stay unread before it is mailed to the shopper.' })
  replyMailMinutes!: number;
}

@ObjectType({ simpleResolvers: true, description: 'One of your conversations with staff replies you have not read.' })
export class SupportUnreadConversation {
  @Field(() => Int)
  conversationId!: number;

  @Field(() => String, { nullable: true, description: 'The order it is about; null for the general conversation.' })
  orderNumber!: string | null;

  @Field(() => Int)
  unreadCount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Staff replies you have not read yet.' })
export class SupportUnread {
  @Field(() => Int, { description: 'Unread staff replies across all your conversations.' })
  total!: number;

  @Field(() => [SupportUnreadConversation], { description: 'Only the conversations with something unread.' })
  conversations!: SupportUnreadConversation[];
}
