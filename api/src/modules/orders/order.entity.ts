import { Cascade, Collection, Entity, Enum, Index, ManyToOne, OneToMany, OneToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { Customer } from '../customer/customer.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderLine } from './order-line.entity.js';
import { OrderStatus } from './order-status.js';
import { slipWaitingSql } from './slip-waiting.js';

/**
 * A placed order. Its lines are snapshots of what was bought; its events are the timeline. Placement and
 * every status change go through order-placement.ts and order-transitions.ts, never plain flushes.
 */
@ObjectType({ description: 'A placed order with its lines and timeline.', simpleResolvers: true })
@Entity({ tableName: 'customer_order' })
@Unique({ name: 'customer_order_idempotency_unique', properties: ['customer', 'idempotencyKey'] })
@Index({ name: 'customer_order_status_expires_at_index', properties: ['status', 'expiresAt'] })
export class Order {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'RS- and at least six digits, from a database sequence.' })
  @Property({ type: 'string', length: 20, unique: 'customer_order_number_unique' })
  number!: string;

  @ManyToOne(() => Customer, { deleteRule: 'restrict', index: 'customer_order_customer_id_index' })
  customer!: Customer;

  @Field(() => OrderStatus)
  @Enum({ items: () => OrderStatus, default: OrderStatus.AWAITING_PAYMENT, index: 'customer_order_status_index' })
  status: OrderStatus & Opt = OrderStatus.AWAITING_PAYMENT;

  @Field(() => DecimalScalar, { description: 'Sum of the line totals, in baht.' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  total!: string;

  /** The Roblox user it is delivered to; none for an order of Robux accounts alone (their login is handed over). */
  @Property({ type: 'string', length: 20, nullable: true })
  robloxUsername: string | null = null;

  /** Null when the lookup could not be made (Roblox down, lookup off): staff check the name by hand. */
  @Property({ type: 'string', length: 20, nullable: true })
  robloxUserId: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  robloxDisplayName: string | null = null;

  /** The client's key for this checkout; the same key from the same customer always means this order. */
  @Property({ type: 'uuid' })
  idempotencyKey!: string;

  /** What the key was used for (lines, quantities, username), so a key reused for another cart is refused. */
  @Property({ type: 'string', length: 64 })
  cartFingerprint!: string;

  @Field(() => Date, { description: 'Unpaid by then, the order expires and its stock goes back on sale.' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', index: 'customer_order_created_at_index' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();

  @OneToMany(() => OrderLine, (line) => line.order, { orderBy: { position: 'asc' }, cascade: [Cascade.ALL] })
  lines = new Collection<OrderLine>(this);

  @OneToMany(() => OrderEvent, (event) => event.order, { orderBy: { id: 'asc' }, cascade: [Cascade.ALL] })
  events = new Collection<OrderEvent>(this);

  /** Whether a slip from the buyer waits for staff: without one, marking the order PAID is a Super Admin's, with a reason. */
  @Property({ formula: (table) => slipWaitingSql(table.alias), type: 'boolean' })
  slipWaiting!: boolean & Opt;

  /** How the shopper pays; none on orders placed before payments were built. */
  @OneToOne(() => Payment, (payment) => payment.order, { nullable: true })
  payment: Payment | null = null;
}

