import { Field, InputType, Int } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { DeliveryMethod } from '../orders/delivery-method.js';
import { ItemType, Rarity } from './item.enums.js';

@InputType()
export class CreateItemInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'The Thai name, at most 100 characters; blank for none.' })
  nameTh?: string | null;

  @Field(() => Int)
  categoryId!: number;

  @Field(() => DecimalScalar)
  price!: string;

  @Field(() => DecimalScalar, { nullable: true })
  oldPrice?: string | null;

  @Field(() => Rarity, { nullable: true, description: 'Common when omitted.' })
  rarity?: Rarity;

  @Field(() => ItemType, { nullable: true, description: 'OTHER when omitted.' })
  type?: ItemType;

  @Field(() => Int, { nullable: true })
  stock?: number;

  @Field(() => DeliveryMethod, { nullable: true, description: 'IN_GAME_TRADE (default) or PRIVATE_SERVER.' })
  deliveryMethod?: DeliveryMethod;

  @Field(() => String, { nullable: true, description: 'What the buyer should do to receive it; blank for none.' })
  deliveryInstructions?: string | null;
}

@InputType()
export class UpdateItemInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true, description: 'The Thai name, at most 100 characters; null or blank removes it.' })
  nameTh?: string | null;

  @Field(() => Int, { nullable: true })
  categoryId?: number;

  @Field(() => DecimalScalar, { nullable: true })
  price?: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'null removes the old price.' })
  oldPrice?: string | null;

  @Field(() => Rarity, { nullable: true })
  rarity?: Rarity;

  @Field(() => ItemType, { nullable: true })
  type?: ItemType;

  @Field(() => Int, { nullable: true })
  stock?: number;

  @Field(() => DeliveryMethod, { nullable: true, description: 'IN_GAME_TRADE or PRIVATE_SERVER.' })
  deliveryMethod?: DeliveryMethod;

  @Field(() => String, { nullable: true, description: 'What the buyer should do to receive it; null or blank removes it.' })
  deliveryInstructions?: string | null;

  @Field(() => String, { nullable: true, description: 'An image URL returned by uploadImage; or send a new image.' })
  imageUrl?: string;

  @Field(() => Int, { nullable: true, description: 'The item version the edit started from: if the item changed since, the edit is refused (CONFLICT).' })
  version?: number;
}

@InputType({ description: 'All conditions must hold; omitted ones do not filter.' })
export class ItemFilterInput {
  @Field(() => Int, { nullable: true })
  categoryId?: number | null;

  @Field(() => [Rarity], { nullable: true, description: 'Any of these rarities.' })
  rarities?: Rarity[] | null;

  @Field(() => DecimalScalar, { nullable: true })
  minPrice?: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  maxPrice?: string | null;

  @Field(() => ItemType, { nullable: true })
  type?: ItemType | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the item's English or Thai name or of its game's name, ignoring case, spaces and Thai tone marks.",
  })
  search?: string | null;
}
