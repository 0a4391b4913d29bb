import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Customer } from '../customer/customer.entity.js';

/** Whose money an account holds: a gamer's wallet, or one of the shop's own accounts. */
export enum LedgerAccountKind {
  WALLET = 'WALLET',
  /** Money received by PromptPay, on its way to a wallet or a sale. */
  PROMPTPAY_CLEARING = 'PROMPTPAY_CLEARING',
  SALES = 'SALES',
  REFUNDS = 'REFUNDS',
  /** What staff credit (or take back) by hand. */
  GOODWILL = 'GOODWILL',
}

/**
 * An account of the ledger. A wallet keeps its running balance, which the database never lets go below zero
 * and which every transfer updates with the wallet row locked. The shop's accounts keep none (their balance is
 * the sum of their entries when asked), so payments from different wallets never queue behind one shop row.
 */
@Entity()
@Index({ name: 'ledger_account_shop_kind_unique', expression: 'create unique index "ledger_account_shop_kind_unique" on "ledger_account" ("kind") where "customer_id" is null' })
@Check({ name: 'ledger_account_wallet_has_owner', expression: "(kind = 'WALLET') = (customer_id is not null)" })
@Check({ name: 'ledger_account_wallet_balance', expression: "kind <> 'WALLET' or (balance is not null and balance >= 0)" })
export class LedgerAccount {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => LedgerAccountKind })
  kind!: LedgerAccountKind;

  @ManyToOne({ entity: 'Customer', nullable: true, unique: 'ledger_account_customer_id_unique', deleteRule: 'no action' })
  customer: Customer | null = null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  balance: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
