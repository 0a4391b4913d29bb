import { Check, Entity, Enum, ManyToOne, OneToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Customer } from '../customer/customer.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { StatusNoteCode } from '../orders/status-note.js';
import { TopupStatus } from './topup-status.js';

/** A gamer adding baht to their wallet, paid by PromptPay exactly as an order is (unique amount, slip, review). */
@Entity()
@Check({ name: 'wallet_topup_amount_range', expression: 'amount >= 50 and amount <= 50000 and amount = trunc(amount)' })
export class WalletTopup {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: 'Customer', deleteRule: 'no action', index: 'wallet_topup_customer_id_index' })
  customer!: Customer;

  /** Whole baht asked for; what is credited is what was paid (this plus the payment's satang). */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Enum({ items: () => TopupStatus, default: TopupStatus.AWAITING_PAYMENT })
  status: TopupStatus & Opt = TopupStatus.AWAITING_PAYMENT;

  /** Why staff sent its slip back, for the gamer to read; null otherwise. */
  @Property({ type: 'string', length: 300, nullable: true })
  note: string | null = null;

  /** What the shop itself noted on its latest change (PAYMENT_CONFIRMED), worded by the client; null otherwise. */
  @Enum({ items: () => StatusNoteCode, nullable: true })
  noteCode: StatusNoteCode | null = null;

  /** The slip checker that confirmed the payment. */
  @Property({ type: 'string', length: 50, nullable: true })
  noteProvider: string | null = null;

  @OneToOne(() => Payment, (payment) => payment.topup, { nullable: true })
  payment: Payment | null = null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();
}
