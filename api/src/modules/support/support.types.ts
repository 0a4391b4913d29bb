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
