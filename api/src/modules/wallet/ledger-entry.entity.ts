import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { LedgerAccount } from './ledger-account.entity.js';
import type { LedgerTransfer } from './ledger-transfer.entity.js';

/** One side of a transfer on one account; a trigger refuses to change or delete it. */
@Entity()
@Index({ name: 'ledger_entry_account_index', properties: ['account', 'id'] })
@Check({ name: 'ledger_entry_amount_not_zero', expression: 'amount <> 0' })
export class LedgerEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne({ entity: 'LedgerTransfer', deleteRule: 'no action', index: 'ledger_entry_transfer_id_index' })
  transfer!: LedgerTransfer;

  @ManyToOne({ entity: 'LedgerAccount', deleteRule: 'no action' })
  account!: LedgerAccount;

  /** Signed: what the account received (positive) or gave (negative). */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  /** The wallet's balance once this entry was applied; null on the shop's accounts, which keep no running balance. */
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  balanceAfter: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
