import { Check, Entity, Index, OneToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Order } from '../orders/order.entity.js';
import type { WalletTopup } from '../wallet/wallet-topup.entity.js';

/**
 * How an order (or a wallet top-up) is to be paid: by PromptPay, to the account that was active for checkout when it was placed,
 * for the order's total plus a few satang that make the amount unique among the payments still awaited (a
 * personal PromptPay QR carries no reference, so the amount is how the money is matched to the order).
 */
@Entity()
@Index({ name: 'payment_awaiting_amount_unique', expression: 'create unique index "payment_awaiting_amount_unique" on "payment" ("amount") where "awaiting"' })
@Check({ name: 'payment_amount_offset_range', expression: 'amount_offset >= 0.01 and amount_offset <= 0.99' })
@Check({ name: 'payment_pays_one', expression: '(order_id is null) <> (topup_id is null)' })
export class Payment {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** What it pays: an order, or a wallet top-up. */
  @OneToOne({ entity: 'Order', inversedBy: 'payment', owner: true, deleteRule: 'cascade', unique: 'payment_order_id_unique', nullable: true })
  order: Order | null = null;

  @OneToOne({ entity: 'WalletTopup', inversedBy: 'payment', owner: true, deleteRule: 'cascade', unique: 'payment_topup_id_unique', nullable: true })
  topup: WalletTopup | null = null;

  /** What the shopper transfers: the order's total plus `amountOffset`. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'decimal', precision: 4, scale: 2 })
  amountOffset!: string;

  /** The receiving account as it was at placement: later edits of Manage Payments never redirect a placed order's money. */
  @Property({ type: 'string', length: 15 })
  promptpayId!: string;

  @Property({ type: 'string', length: 100 })
  receiverName!: string;

  /** The bank account behind the PromptPay id as recorded in Manage Payments at placement (null when none was). */
  @Property({ type: 'string', length: 3, nullable: true })
  receiverBank: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  receiverAccountNumber: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  receiverAccountName: string | null = null;

  /** While the order waits for this money its amount is reserved; once it moves on, the amount is free for others. */
  @Property({ type: 'boolean', default: true })
  awaiting: boolean & Opt = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
