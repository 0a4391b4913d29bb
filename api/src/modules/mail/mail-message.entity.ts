import { Entity, Enum, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { MailKind, MailLanguage, MailStatus } from './mail.enums.js';

/**
 * One e-mail in the outbox. Queuing is an insert (in the caller's transaction), the sender (mail-sender.ts)
 * delivers it later, so no request ever waits for a mail server. A link's single-use part is kept apart in
 * `secret`, put into the text only when sending and erased once the mail is sent or given up on: the stored
 * text, which Super Admins read, never holds a working reset link.
 */
@ObjectType({ description: 'An e-mail the shop sent, is sending or gave up on (Super Admins only).', simpleResolvers: true })
@Entity()
@Index({ name: 'mail_message_due_index', expression: 'create index "mail_message_due_index" on "mail_message" ("next_attempt_at") where "status" = \'PENDING\'' })
@Index({ name: 'mail_message_created_at_index', properties: ['createdAt'] })
export class MailMessage {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'The recipient\'s e-mail address.' })
  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Field(() => MailLanguage)
  @Enum({ items: () => MailLanguage })
  language!: MailLanguage;

  /** Plain text rather than a checked enum, so a new kind of mail needs no migration. */
  @Field(() => MailKind)
  @Property({ type: 'string', length: 50 })
  kind!: MailKind;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Field(() => String, { description: 'The plain-text version, with [hidden] where a single-use link code was.' })
  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  /** Replaces SECRET_MARK in text and html when sending; null once sent or given up on. Never exposed. */
  @Property({ type: 'string', length: 100, nullable: true, hidden: true })
  secret: string | null = null;

  @Field(() => MailStatus)
  @Enum({ items: () => MailStatus, default: MailStatus.PENDING })
  status: MailStatus & Opt = MailStatus.PENDING;

  @Field(() => Int, { description: 'Tries so far, the one under way included.' })
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Field(() => Date, { description: 'When the sender tries next (while PENDING).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date & Opt = new Date();

  @Field(() => String, { nullable: true, description: 'Why the latest failed try failed (kept once a later try succeeds).' })
  @Property({ type: 'string', length: 1000, nullable: true })
  lastError: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;
}
