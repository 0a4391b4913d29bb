import { type FileUpload, GraphQLUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { PageInput } from '../common/pagination.js';
import { readOptionalUpload } from '../uploads/read-upload.js';
import { SupportReason } from './support-reason.js';
import { ConversationStatus } from './support-status.js';
import { SupportSettingsInput } from './support-settings.inputs.js';
import { SupportConversationView, SupportHours, SupportInboxCounts, SupportInboxPage, SupportSettingsView, SupportThread, SupportUnread } from './support.types.js';

type WatchArgs = { args: { conversationId: number }; context: GraphQLContext };

/** A signed-in gamer's conversations with the shop. */
@Resolver()
export class SupportResolver {
  @Query(() => [SupportConversationView], { description: 'Your support conversations, latest activity first.' })
  mySupportConversations(@Ctx() services: GraphQLContext): Promise<SupportConversationView[]> {
    return services.support.conversations();
  }

  @Query(() => SupportUnread, { description: 'Staff replies you have not read yet, in all and per conversation.' })
  mySupportUnread(@Ctx() services: GraphQLContext): Promise<SupportUnread> {
    return services.support.unread();
  }

  @Subscription(() => SupportUnread, {
    description: 'Your unread staff replies again whenever any of your conversations changes, from any app instance.',
    subscribe: ({ context }: { context: GraphQLContext }) => context.support.watchUnread(),
  })
  mySupportUnreadChanged(@Ctx() services: GraphQLContext): Promise<SupportUnread> {
    return services.support.unread();
  }

  @Query(() => SupportHours, { nullable: true, description: 'When staff answer the chat and whether they are in now; null when no hours are set.' })
  supportHours(@Ctx() services: GraphQLContext): Promise<SupportHours | null> {
    return services.supportSettings.hours();
  }

  @Mutation(() => SupportThread, {
    description: "Opens (starting it the first time) your general conversation, or with orderNumber and a reason that order's conversation.",
  })
  openSupportConversation(
    @Arg('orderNumber', () => String, { nullable: true }) orderNumber: string | undefined,
    @Arg('reason', () => SupportReason, { nullable: true }) reason: SupportReason | undefined,
    @Ctx() services: GraphQLContext,
  ): Promise<SupportThread> {
    return services.support.open({ orderNumber, reason });
  }

  @Query(() => SupportThread, { description: 'One of your conversations with its latest messages; NOT_FOUND for anyone else’s.' })
  mySupportConversation(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.support.thread(conversationId);
  }

  @Mutation(() => SupportThread, { description: 'Sends text (at most 2,000 characters), a picture, or both; at most 10 messages a minute.' })
  async sendSupportMessage(
    @Arg('conversationId', () => Int) conversationId: number,
    @Arg('body', () => String, { nullable: true }) body: string | undefined,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | undefined,
    @Ctx() services: GraphQLContext,
  ): Promise<SupportThread> {
    return services.support.send({ conversationId, body, image: await readOptionalUpload(image, services.support.maxImageBytes) });
  }

  @Mutation(() => SupportThread, { description: "Marks the shop's messages in this conversation read by you." })
  markSupportConversationRead(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.support.markRead(conversationId);
  }

  @Subscription(() => SupportThread, {
    description: 'Your conversation again whenever it changes (a message, a read marker, its status), from any app instance.',
    subscribe: ({ args, context }: WatchArgs) => context.support.watch(args.conversationId),
  })
  supportConversationChanged(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.support.thread(conversationId);
  }
}

/** Staff's Support Tickets inbox. */
@Resolver()
export class SupportInboxResolver {
  @Authorized(Permission.ANSWER_SUPPORT)
  @Query(() => SupportInboxPage, { description: 'Conversations, latest activity first, optionally of one status.' })
  supportInbox(
    @Arg('status', () => ConversationStatus, { nullable: true }) status: ConversationStatus | undefined,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | undefined,
    @Ctx() services: GraphQLContext,
  ): Promise<SupportInboxPage> {
    return services.supportInbox.inbox(status, page);
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Query(() => SupportSettingsView, { description: 'Support hours and how long a reply waits unread before it is mailed.' })
  supportSettings(@Ctx() services: GraphQLContext): Promise<SupportSettingsView> {
    return services.supportSettings.settings();
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Mutation(() => SupportSettingsView, { description: 'Sets support hours (or none) and the unread-reply mail delay; audited.' })
  updateSupportSettings(@Arg('input', () => SupportSettingsInput) input: SupportSettingsInput, @Ctx() services: GraphQLContext): Promise<SupportSettingsView> {
    return services.supportSettings.update(input);
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Query(() => SupportInboxCounts)
  supportInboxCounts(@Ctx() services: GraphQLContext): Promise<SupportInboxCounts> {
    return services.supportInbox.counts();
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Query(() => SupportThread, { description: 'A conversation with its customer, order and latest messages.' })
  supportConversation(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.supportInbox.thread(conversationId);
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Mutation(() => SupportThread, { description: 'Answers the customer (the conversation then waits for them); at most 30 messages a minute.' })
  async replySupportConversation(
    @Arg('conversationId', () => Int) conversationId: number,
    @Arg('body', () => String, { nullable: true }) body: string | undefined,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | undefined,
    @Ctx() services: GraphQLContext,
  ): Promise<SupportThread> {
    return services.supportInbox.reply({ conversationId, body, image: await readOptionalUpload(image, services.support.maxImageBytes) });
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Mutation(() => SupportThread, { description: 'Closes an open or waiting conversation; the customer writing again reopens it.' })
  closeSupportConversation(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.supportInbox.close(conversationId);
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Mutation(() => SupportThread, { description: 'Reopens a closed conversation.' })
  reopenSupportConversation(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.supportInbox.reopen(conversationId);
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Mutation(() => SupportThread, { description: "Marks the customer's messages read by staff." })
  markSupportConversationReadByStaff(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.supportInbox.markRead(conversationId);
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Subscription(() => SupportInboxCounts, {
    description: 'The inbox counts again whenever any conversation changes, from any app instance.',
    subscribe: ({ context }: { context: GraphQLContext }) => context.supportInbox.watchInbox(),
  })
  supportInboxChanged(@Ctx() services: GraphQLContext): Promise<SupportInboxCounts> {
    return services.supportInbox.counts();
  }

  @Authorized(Permission.ANSWER_SUPPORT)
  @Subscription(() => SupportThread, {
    description: 'A conversation again whenever it changes, from any app instance.',
    subscribe: ({ args, context }: WatchArgs) => context.supportInbox.watch(args.conversationId),
  })
  staffSupportConversationChanged(@Arg('conversationId', () => Int) conversationId: number, @Ctx() services: GraphQLContext): Promise<SupportThread> {
    return services.supportInbox.thread(conversationId);
  }
}
