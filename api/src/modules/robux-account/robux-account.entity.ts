import { Check, Entity, Enum, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { RobuxAccountStatus } from './robux-account-status.js';

/**
 * A Roblox account for sale, holding `robux`. Its price follows from robux and rate (baht per 1,000 Robux),
 * computed by PostgreSQL so it is the same exact NUMERIC everywhere. Its login is sealed (AES-256-GCM) and
 * read only for a paid buyer or a Super Admin's audited reveal. Status changes happen in SQL with the
 * order that reserves, buys or releases it (order-placement.ts, order-transitions.ts), never by a flush.
 */
@Entity()
@Check({ name: 'robux_account_robux_range', expression: 'robux >= 10 and robux <= 1000000' })
@Check({ name: 'robux_account_rate_range', expression: 'rate >= 1 and rate <= 1000' })
@Check({ name: 'robux_account_guarantee_range', expression: 'guarantee_days >= 0 and guarantee_days <= 365' })
@Index({ name: 'robux_account_status_rate_index', properties: ['status', 'rate'] })
export class RobuxAccount {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** What shoppers and staff call it: RBX- and digits, from robux_account_number_seq unless staff give one. */
  @Property({ type: 'string', length: 20, unique: 'robux_account_public_id_unique' })
  publicId!: string;

  @Property({ type: 'integer' })
  robux!: number;

  @Property({ type: 'decimal', precision: 8, scale: 2 })
  rate!: string;

  /** robux × rate / 1000, rounded half-up to the satang (PostgreSQL's round of a NUMERIC). */
  @Property<RobuxAccount>({ type: 'decimal', precision: 12, scale: 2, generated: (cols) => `(round(${cols.robux} * ${cols.rate} / 1000, 2)) stored` })
  price!: string & Opt;

  @Property({ type: 'string', length: 60 })
  accountType!: string;

  @Property({ type: 'smallint', default: 3 })
  guaranteeDays: number & Opt = 3;

  @Property({ type: 'string', length: 500, nullable: true })
  notes: string | null = null;

  @Enum({ items: () => RobuxAccountStatus, default: RobuxAccountStatus.AVAILABLE })
  status: RobuxAccountStatus & Opt = RobuxAccountStatus.AVAILABLE;

  /** The sealed login (see account-login-cipher.ts); null for a listing added without one. */
  @Property({ type: 'blob', nullable: true, lazy: true, hidden: true })
  loginSealed: Buffer | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
