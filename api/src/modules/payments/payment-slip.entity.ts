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

  /** The slip-verify QR's text as read, which a verifying provider is asked about. */
  @Property({ type: 'string', length: 512 })
  qrPayload!: string;

  /** What the verifying provider said (SLIP_VERIFIER), for staff; null when none was asked. */
  @Property({ type: 'string', length: 300, nullable: true })
  verification: string | null = null;

  /** Private: shown to staff only (a slip shows names and account numbers), never under /uploads. */
  @Property({ type: 'blob', lazy: true })
  image!: Buffer;

  @Property({ type: 'string', length: 40 })
  contentType!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  submittedAt: Date & Opt = new Date();
}
