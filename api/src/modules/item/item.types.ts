import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { PageCounts } from '../common/pagination.js';
import { Item } from './item.entity.js';
import type { ItemListing } from './item-listing.js';
import { Rarity } from './item.enums.js';

@ObjectType({ simpleResolvers: true })
export class ItemPage extends PageCounts {
  @Field(() => [Item])
  items!: ItemListing[];
}

@ObjectType({ simpleResolvers: true })
export class RarityCount {
  @Field(() => Rarity)
  rarity!: Rarity;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true, description: 'What the store filters offer for a scope (ignores rarity and price bounds).' })
export class ItemFacets {
  @Field(() => [RarityCount], { description: 'Every rarity in order, with zero counts included.' })
  rarityCounts!: RarityCount[];

  @Field(() => DecimalScalar, { nullable: true, description: 'Highest price in scope; null when it holds no items.' })
  maxPrice!: string | null;

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class AdjustPricesResult {
  @Field(() => Int, { description: 'Items whose prices changed.' })
  updatedCount!: number;
}
