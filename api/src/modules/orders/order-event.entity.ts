import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { Order } from './order.entity.js';
import { OrderStatus } from './order-status.js';
import { StatusNoteCode } from './status-note.js';

/** One status change of an order: the timeline the shopper and staff see. Written once, never changed. */
@ObjectType({ description: 'A status change of an order.', simpleResolvers: true })
@Entity()
export class OrderEvent {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: 'Order', deleteRule: 'cascade', index: 'order_event_order_id_index' })
  order!: Order;

  @Field(() => OrderStatus, { nullable: true, description: 'None for the event that placed the order.' })
  @Enum({ items: () => OrderStatus, nullable: true })
  fromStatus: OrderStatus | null = null;

  @Field(() => OrderStatus)
  @Enum({ items: () => OrderStatus })
  toStatus!: OrderStatus;

  @Field(() => String, { description: 'customer, staff or system.' })
  @Property({ type: 'string', length: 10 })
  actor!: string;

  /** The customer's or the admin's id; none for the system. Shown to staff only. */
  @Property({ type: 'integer', nullable: true })
  actorId: number | null = null;

  @Field(() => String, { nullable: true, description: 'What staff wrote (a cancellation or refund reason), shown as typed.' })
  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  @Field(() => StatusNoteCode, { nullable: true, description: 'What the shop itself noted, for the client to word in the reader\'s language.' })
  @Enum({ items: () => StatusNoteCode, nullable: true })
  noteCode: StatusNoteCode | null = null;

  @Field(() => String, { nullable: true, description: 'The slip checker that confirmed the payment (noteCode PAYMENT_CONFIRMED).' })
  @Property({ type: 'string', length: 50, nullable: true })
  noteProvider: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date & Opt = new Date();
}
