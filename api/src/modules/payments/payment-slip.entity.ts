import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Payment } from './payment.entity.js';

/**
 * A bank-transfer slip a shopper sent for a payment: the bank and reference read from its QR, and the picture
 * (re-encoded, metadata dropped) for staff to compare. A slip proves one transfer, so its reference is used once,
 * on whatever order it was sent for, whatever staff then decided.
 */
@Entity()
@Unique({ name: 'payment_slip_reference_unique', properties: ['sendingBank', 'transRef'] })
export class PaymentSlip {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: 'Payment', deleteRule: 'cascade', index: 'payment_slip_payment_id_index' })
  payment!: Payment;

  /** The sending bank's code (e.g. 004 for KBank), from the slip QR. */
  @Property({ type: 'string', length: 10 })
  sendingBank!: string;

  @Property({ type: 'string', length: 40 })
  transRef!: string;

  /** Private: shown to staff only (a slip shows names and account numbers), never under /uploads. */
  @Property({ type: 'blob', lazy: true })
  image!: Buffer;

  @Property({ type: 'string', length: 40 })
  contentType!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  submittedAt: Date & Opt = new Date();
}
