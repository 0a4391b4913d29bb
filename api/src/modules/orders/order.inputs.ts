import { Field, InputType, Int } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { OrderStatus } from './order-status.js';

@InputType({ description: 'A cart line: exactly one of itemId, packageId and accountId.' })
export class CartLineInput {
  @Field(() => Int, { nullable: true })
  itemId?: number | null;

  @Field(() => Int, { nullable: true })
  packageId?: number | null;

  @Field(() => String, { nullable: true, description: 'A Robux account listing (RBX-10001); its quantity must be 1.' })
  accountId?: string | null;

  @Field(() => Int, { description: '1 to 99 (1 for an account).' })
  quantity!: number;

  @Field(() => String, { nullable: true, description: 'For Robux packages: the link or id of the gamepass the buyer made.' })
  gamepass?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The unit price the shopper saw; the preview flags a change. Never used as the price.' })
  seenUnitPrice?: string | null;
}

@InputType()
export class PlaceOrderInput {
  @Field(() => [CartLineInput])
  lines!: CartLineInput[];

  @Field(() => String, { nullable: true, description: 'The Roblox user to deliver to; left out when the checkout preview says none is needed (Robux accounts alone).' })
  robloxUsername?: string | null;

  @Field(() => String, { description: 'A UUID the client keeps for this checkout: sent again, it returns the same order.' })
  idempotencyKey!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'The total the shopper agreed to; refused with PRICE_CHANGED when prices moved.' })
  expectedTotal?: string | null;
}

@InputType({ description: 'All conditions must hold; omitted ones do not filter.' })
export class StaffOrderFilterInput {
  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus | null;

  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD, Asia/Bangkok), included.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD, Asia/Bangkok), included.' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of an order number or a Roblox username.' })
  search?: string | null;
}
