import { Entity, Enum, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { MailLanguage } from '../mail/mail.enums.js';

@ObjectType({ description: 'A shopper who signed in.' })
@Entity()
@Index({ name: 'customer_username_lower_unique', expression: 'create unique index "customer_username_lower_unique" on "customer" (lower("username"))' })
@Index({
  name: 'customer_form_email_unique',
  expression: 'create unique index "customer_form_email_unique" on "customer" ("email") where "password_hash" is not null',
})
export class Customer {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Google's subject id, when the customer signs in with Google. */
  @Property({ type: 'string', length: 255, nullable: true })
  @Unique({ name: 'customer_google_sub_unique' })
  googleSub: string | null = null;

  /** Chosen at registration with the shop's own form; Google-only customers have none. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  username: string | null = null;

  /** argon2id hash for the shop's own sign-in form; never exposed. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  picture: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  /** The language the shop writes to them in: chosen at sign-up, changed in their e-mail settings. */
  @Field(() => MailLanguage, { description: 'The language of their e-mails.' })
  @Enum({ items: () => MailLanguage, default: MailLanguage.TH })
  language: MailLanguage & Opt = MailLanguage.TH;

  /** Whether they want the optional e-mails (payment received, delivered, wallet credited); the essential ones always go. */
  @Field(() => Boolean, { description: 'Whether the optional order and wallet e-mails are sent (payment received, delivered, wallet credited).' })
  @Property({ type: 'boolean', default: true })
  orderUpdateMails: boolean & Opt = true;

  /** When the address was shown to be theirs (the e-mailed link, Google, or a reset through it); a password account signs in only after. */
  @Property({ type: 'datetime', nullable: true })
  emailConfirmedAt: Date | null = null;

  /** Goes up when the password changes; tokens signed with an older one stop working. Never exposed. */
  @Property({ type: 'integer', default: 0, hidden: true })
  tokenVersion: number & Opt = 0;
}
