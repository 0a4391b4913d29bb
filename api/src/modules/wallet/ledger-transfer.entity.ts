import { Check, Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Admin } from '../admin/admin.entity.js';
import type { Order } from '../orders/order.entity.js';
import type { LedgerAccount } from './ledger-account.entity.js';
import type { WalletTopup } from './wallet-topup.entity.js';

export enum LedgerTransferKind {
  TOPUP = 'TOPUP',
  ORDER_PAYMENT = 'ORDER_PAYMENT',
  REFUND = 'REFUND',
  ADJUSTMENT = 'ADJUSTMENT',
}

/**
 * Money moving from one account to another, written once with its two entries (ledger-entry) and never changed.
 * `key` names what caused it (`topup:<payment>`, `order:<number>:pay`, `order:<number>:refund`, `adjust:<uuid>`):
 * unique, so a retried request can never post it twice.
 */
@Entity()
@Unique({ name: 'ledger_transfer_key_unique', properties: ['key'] })
@Check({ name: 'ledger_transfer_amount_positive', expression: 'amount > 0' })
@Check({ name: 'ledger_transfer_two_accounts', expression: 'from_account_id <> to_account_id' })
export class LedgerTransfer {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  key!: string;

  @Enum({ items: () => LedgerTransferKind })
  kind!: LedgerTransferKind;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @ManyToOne({ entity: 'LedgerAccount', deleteRule: 'no action' })
  fromAccount!: LedgerAccount;

  @ManyToOne({ entity: 'LedgerAccount', deleteRule: 'no action' })
  toAccount!: LedgerAccount;

  @ManyToOne({ entity: 'Order', nullable: true, deleteRule: 'no action' })
  order: Order | null = null;

  @ManyToOne({ entity: 'WalletTopup', nullable: true, deleteRule: 'no action' })
  topup: WalletTopup | null = null;

  /** The staff member who decided it (an adjustment, a refund, an approved top-up); null when the shop did it by itself. */
  @ManyToOne({ entity: 'Admin', nullable: true, deleteRule: 'set null' })
  admin: Admin | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  reason: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
