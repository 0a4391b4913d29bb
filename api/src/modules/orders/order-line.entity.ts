import { Check, Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { Item } from '../item/item.entity.js';
import { Rarity } from '../item/item.enums.js';
import { RobuxAccount } from '../robux-account/robux-account.entity.js';
import { RobuxPackage } from '../robux-package/robux-package.entity.js';
import { DeliveryMethod } from './delivery-method.js';
import { LineKind, lineKindOf } from './line-kind.js';
import type { Order } from './order.entity.js';

/**
 * One product of an order as it was bought: name, game and price are copied, so later catalogue edits
 * (or deletions, which clear the link) never change a placed order.
 */
@ObjectType({ description: 'A line of an order, as it was bought.', simpleResolvers: true })
@Entity()
@Check({ name: 'order_line_one_product', expression: 'num_nonnulls(item_id, robux_package_id, robux_account_id) <= 1' })
@Check({ name: 'order_line_quantity_range', expression: 'quantity >= 1 and quantity <= 99' })
@Check({ name: 'order_line_amounts_positive', expression: 'unit_price > 0 and line_total > 0' })
export class OrderLine {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: 'Order', deleteRule: 'cascade', index: 'order_line_order_id_index' })
  order!: Order;

  /** Place in the order, from 1. */
  @Property({ type: 'smallint' })
  position!: number;

  @ManyToOne(() => Item, { nullable: true, deleteRule: 'set null', index: 'order_line_item_id_index' })
  item: Item | null = null;

  @ManyToOne(() => RobuxPackage, { nullable: true, deleteRule: 'set null', index: 'order_line_robux_package_id_index' })
  robuxPackage: RobuxPackage | null = null;

  /** The Robux account bought; its public id is also in the line's name. */
  @ManyToOne(() => RobuxAccount, { nullable: true, deleteRule: 'set null', index: 'order_line_robux_account_id_index' })
  robuxAccount: RobuxAccount | null = null;

  @Field(() => String, { nullable: true, description: 'The Robux account bought (RBX-10001), for account lines.' })
  @Property({ type: 'string', length: 20, nullable: true })
  accountPublicId: string | null = null;

  @Field(() => String, { description: 'The name as bought, in English for Robux lines: clients word those from kind, robuxAmount and accountPublicId.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: "An item's Thai name as bought, when it had one: clients show it on Thai pages." })
  @Property({ type: 'string', length: 100, nullable: true })
  nameTh: string | null = null;

  @Field(() => LineKind)
  get kind(): LineKind {
    return lineKindOf(this.deliveryMethod);
  }

  @Field(() => String, { nullable: true, description: 'The game an item belongs to; none for Robux.' })
  @Property({ type: 'string', length: 100, nullable: true })
  gameName: string | null = null;

  @Field(() => Rarity, { nullable: true })
  @Enum({ items: () => Rarity, nullable: true })
  rarity: Rarity | null = null;

  @Field(() => Int, { nullable: true, description: 'Robux in one package, or on the account bought, for Robux lines.' })
  @Property({ type: 'integer', nullable: true })
  robuxAmount: number | null = null;

  @Field(() => DecimalScalar)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  unitPrice!: string;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  quantity!: number;

  @Field(() => DecimalScalar)
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  lineTotal!: string;

  @Field(() => DeliveryMethod)
  @Enum({ items: () => DeliveryMethod })
  deliveryMethod!: DeliveryMethod;

  @Field(() => String, { nullable: true, description: "What staff wrote about delivering an item, as it was when ordered; none for Robux lines." })
  @Property({ type: 'string', length: 500, nullable: true })
  deliveryInstructions: string | null = null;

  @Field(() => String, { nullable: true, description: 'The type of the Robux account bought, as staff wrote it, for account lines.' })
  @Property({ type: 'string', length: 60, nullable: true })
  accountType: string | null = null;

  @Field(() => Int, { nullable: true, description: 'Days the Robux account bought is guaranteed (0: none), for account lines; clients word the line with it.' })
  @Property({ type: 'smallint', nullable: true })
  guaranteeDays: number | null = null;

  @Field(() => String, { nullable: true, description: 'The gamepass the buyer made for a Robux line (its id).' })
  @Property({ type: 'string', length: 20, nullable: true })
  gamepassId: string | null = null;

  @Field(() => Int, { nullable: true, description: 'The Robux price that gamepass must have: ceil(robux × quantity / 0.7).' })
  @Property({ type: 'integer', nullable: true })
  gamepassPrice: number | null = null;
}
