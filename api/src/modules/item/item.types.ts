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

@ObjectType({
  simpleResolvers: true,
  description: 'What the store filters offer for a filter: each facet leaves out its own part of it (the rarity counts the rarities, the highest price the price bounds).',
})
export class ItemFacets {
  @Field(() => [RarityCount], { description: 'Every rarity in order, with zero counts included; within the price bounds, whatever the rarities.' })
  rarityCounts!: RarityCount[];

  @Field(() => DecimalScalar, { nullable: true, description: 'Highest price in scope, whatever the price bounds; null when it holds no items.' })
  maxPrice!: string | null;

  @Field(() => Int, { description: 'Items that match everything but the maximum price, priced above it; 0 without one.' })
  aboveMaxPrice!: number;

  @Field(() => Int, { description: 'The rarity counts added up.' })
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class AdjustPricesResult {
  @Field(() => Int, { description: 'Items whose prices changed.' })
  updatedCount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'What adjustPrices would change, asked before it is sent.' })
export class AdjustPricesPreview {
  @Field(() => Int, { description: 'Items whose prices the adjustment would change.' })
  itemCount!: number;
}
