import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { PageCounts } from '../common/pagination.js';
import { Item } from './item.entity.js';
import { Rarity } from './item.enums.js';
import type { ItemCard } from './store-page-sql.js';

@ObjectType({ simpleResolvers: true })
export class ItemPage extends PageCounts {
  /** Whole listings unless only card fields were asked for (ItemService.page). */
  @Field(() => [Item])
  items!: ItemCard[];
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
