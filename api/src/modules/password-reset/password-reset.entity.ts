import { Entity, Enum, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';

/** Whose password a reset link sets: a shopper's or a member of staff's. */
export enum ResetAccount {
  CUSTOMER = 'CUSTOMER',
  STAFF = 'STAFF',
}

registerEnumType(ResetAccount, { name: 'PasswordResetAccount', description: 'A shopper\'s account (CUSTOMER) or a staff account (STAFF).' });

/**
 * One e-mailed password-reset link. Only the SHA-256 of its random token is kept, so the table alone opens no
 * account; the token itself lives in the mail until it is sent (see MailMessage.secret). Single use: used_at
 * is set when a password is set through it, or through any other link of the same account.
 */
@Entity()
@Index({ name: 'password_reset_account_index', properties: ['account', 'accountId'] })
export class PasswordReset {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Hex SHA-256 of the token in the link. */
  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'password_reset_token_hash_unique' })
  tokenHash!: string;

  @Enum({ items: () => ResetAccount })
  account!: ResetAccount;

  /** A customer's or an admin's id (no foreign key: it names either table). */
  @Property({ type: 'integer' })
  accountId!: number;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
