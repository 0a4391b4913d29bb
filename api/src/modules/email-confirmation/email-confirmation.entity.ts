import { Entity, Enum, type Opt, PrimaryKey, Property, ManyToOne, Unique } from '@mikro-orm/core';
import { Customer } from '../customer/customer.entity.js';
import { MailLanguage } from '../mail/mail.enums.js';

/**
 * One e-mailed link confirming a shopper's address. Like a password-reset link: only the SHA-256 of its random
 * token is kept, the token lives in the mail until it is sent, and it works once (every open link of the
 * account is used up when one confirms).
 */
@Entity()
export class EmailConfirmation {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Hex SHA-256 of the token in the link. */
  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'email_confirmation_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne(() => Customer, { deleteRule: 'cascade', index: 'email_confirmation_customer_id_index' })
  customer!: Customer;

  /**
   * The sign-up this link finishes: using it sets these on the account, so a sign-up's password is confirmed
   * only through the link mailed for it. Null on links mailed before links kept them (the account as it is).
   */
  @Property({ type: 'string', length: 50, nullable: true })
  username: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Enum({ items: () => MailLanguage, nullable: true })
  language: MailLanguage | null = null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
