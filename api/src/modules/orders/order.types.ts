import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { PageCounts } from '../common/pagination.js';
import { Rarity } from '../item/item.enums.js';
import { DeliveryMethod } from './delivery-method.js';
import { LineKind } from './line-kind.js';
import { Order } from './order.entity.js';
import { OrderStatus } from './order-status.js';

@ObjectType({ description: 'The Roblox account an order is delivered to.', simpleResolvers: true })
export class RobloxAccount {
  @Field(() => String, { nullable: true, description: "Roblox's user id; none when the name could not be checked." })
  id!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  displayName!: string | null;

  @Field(() => Boolean, { description: 'False when Roblox could not be asked: staff check the name by hand before delivering.' })
  verified!: boolean;
}

export enum UsernameCheckStatus {
  FOUND = 'FOUND',
  NOT_FOUND = 'NOT_FOUND',
  UNAVAILABLE = 'UNAVAILABLE',
}
registerEnumType(UsernameCheckStatus, {
  name: 'UsernameCheckStatus',
  description: 'FOUND: ask "Is this you?"; NOT_FOUND: no such Roblox user; UNAVAILABLE: Roblox could not be asked — the order can still be placed.',
});

@ObjectType({ description: 'A status staff may move an order to now.', simpleResolvers: true })
export class OrderMove {
  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => Boolean, { description: 'Whether staff must give a reason (the buyer sees it on their order).' })
  needsReason!: boolean;

  @Field(() => Boolean, {
    description: 'Marks the order PAID with no payment recorded (no slip from the buyer waits): only a Super Admin may, sending the reason as `reason`.',
  })
  withoutPayment!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class UsernameCheck {
  @Field(() => UsernameCheckStatus)
  status!: UsernameCheckStatus;

  @Field(() => RobloxAccount, { nullable: true })
  user!: RobloxAccount | null;
}

export enum PreviewLineStatus {
  OK = 'OK',
  PRICE_CHANGED = 'PRICE_CHANGED',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
  UNAVAILABLE = 'UNAVAILABLE',
  SOLD = 'SOLD',
  COMING_SOON = 'COMING_SOON',
}
registerEnumType(PreviewLineStatus, {
  name: 'PreviewLineStatus',
  description:
    'OK; PRICE_CHANGED since the shopper saw it; OUT_OF_STOCK (fewer left than asked); UNAVAILABLE (no longer sold); SOLD (a Robux account someone else just bought or holds in an open order); COMING_SOON (an item of a game marked "Soon": not for sale yet).',
});

@ObjectType({ description: 'A cart line priced by the shop now.', simpleResolvers: true })
export class PreviewLine {
  @Field(() => Int, { nullable: true })
  itemId!: number | null;

  @Field(() => Int, { nullable: true })
  packageId!: number | null;

  @Field(() => String, { nullable: true, description: 'A Robux account listing (RBX-10001).' })
  accountId!: string | null;

  @Field(() => LineKind)
  kind!: LineKind;

  @Field(() => PreviewLineStatus)
  status!: PreviewLineStatus;

  @Field(() => String, { nullable: true, description: 'None when the product is no longer sold. In English for Robux lines: clients word those from kind and robuxAmount.' })
  name!: string | null;

  @Field(() => String, { nullable: true, description: "An item's Thai name, when it has one: clients show it on Thai pages." })
  nameTh!: string | null;

  @Field(() => String, { nullable: true })
  gameName!: string | null;

  @Field(() => Rarity, { nullable: true })
  rarity!: Rarity | null;

  @Field(() => Int, { nullable: true })
  robuxAmount!: number | null;

  @Field(() => DecimalScalar, { nullable: true })
  unitPrice!: string | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int, { nullable: true, description: 'Units left, for items.' })
  available!: number | null;

  @Field(() => DecimalScalar, { nullable: true })
  lineTotal!: string | null;

  @Field(() => DeliveryMethod, { nullable: true })
  deliveryMethod!: DeliveryMethod | null;

  @Field(() => String, { nullable: true, description: 'What staff wrote about delivering an item; none for Robux lines.' })
  deliveryInstructions!: string | null;

  @Field(() => String, { nullable: true, description: 'The Robux account\'s type, as staff wrote it, for account lines.' })
  accountType!: string | null;

  @Field(() => Int, { nullable: true, description: 'Days the Robux account is guaranteed (0: none), for account lines; clients word the line with it.' })
  guaranteeDays!: number | null;

  @Field(() => Int, { nullable: true, description: 'For Robux: the Robux price the buyer’s gamepass must have, ceil(robux × quantity / 0.7).' })
  gamepassPrice!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the line cannot be ordered as it is, in English: clients word it from status.' })
  problem!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class CheckoutPreview {
  @Field(() => [PreviewLine])
  lines!: PreviewLine[];

  @Field(() => DecimalScalar, { description: 'Sum of the lines that can be ordered (OK and PRICE_CHANGED at the new price).' })
  total!: string;

  @Field(() => Boolean, { description: 'True when every line is OK: the order can be placed as it is.' })
  orderable!: boolean;

  @Field(() => Boolean, { description: 'Whether placing it takes the Roblox username to deliver to: not when the cart holds Robux accounts alone (their login is handed over).' })
  needsRobloxUsername!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class OrderPlacement {
  @Field(() => Order)
  order!: Order;

  @Field(() => Boolean, { description: 'False when this checkout key had placed the order already (nothing new was ordered).' })
  created!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class OrderPage extends PageCounts {
  @Field(() => [Order])
  orders!: Order[];
}

@ObjectType({ simpleResolvers: true })
export class OrderStatusCount {
  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class StaffOrderPage extends OrderPage {
  @Field(() => [OrderStatusCount], { description: 'Orders per status under the same dates and search (the filter chips).' })
  statusCounts!: OrderStatusCount[];
}
