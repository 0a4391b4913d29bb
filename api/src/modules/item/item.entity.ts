import { Check, Entity, Enum, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Category } from '../category/category.entity.js';
import { BaseEntity } from '../common/base.entity.js';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { DeliveryMethod, ITEM_DELIVERY_METHODS } from '../orders/delivery-method.js';
import { ItemType, Rarity } from './item.enums.js';

@ObjectType({ description: 'Something for sale in a game: a fruit, a gamepass, an account…', simpleResolvers: true })
@Entity()
@Check({ name: 'item_price_range', expression: 'price > 0 and price < 10000000' })
@Check({ name: 'item_old_price_range', expression: 'old_price is null or (old_price > 0 and old_price < 10000000)' })
@Check({ name: 'item_counts_non_negative', expression: 'sold_count >= 0 and stock >= 0' })
@Index({ name: 'item_search_text_trgm_index', expression: 'create index "item_search_text_trgm_index" on "item" using gin ("search_text" gin_trgm_ops)' })
export class Item extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The name Thai shoppers know it by, shown on Thai pages; null when it has none.' })
  @Property({ type: 'string', length: 100, nullable: true })
  nameTh: string | null = null;

  /**
   * The names in the form search compares (search_form in SQL: lower case, no spaces, no Thai tone marks), kept
   * by a database trigger. Never loaded into an entity: only the search reads it.
   */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  searchText?: string | null;

  @Field(() => Category)
  @ManyToOne(() => Category, { deleteRule: 'restrict', updateRule: 'cascade', index: 'item_category_id_index' })
  category!: Category;

  @Field(() => DecimalScalar, { description: 'Price in baht, two decimals.' })
  @Property({ type: 'decimal', precision: 12, scale: 2, index: 'item_price_index' })
  price!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'Former price, shown struck through.' })
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  oldPrice: string | null = null;

  @Field(() => Rarity)
  @Enum({ items: () => Rarity, default: Rarity.Common, index: 'item_rarity_index' })
  rarity: Rarity & Opt = Rarity.Common;

  @Field(() => ItemType)
  @Enum({ items: () => ItemType, default: ItemType.OTHER, index: 'item_type_index' })
  type: ItemType & Opt = ItemType.OTHER;

  @Field(() => Int, { description: 'Units sold; the store ranks popularity by it.' })
  @Property({ type: 'integer', default: 0, index: 'item_sold_count_index' })
  soldCount: number & Opt = 0;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  stock: number & Opt = 0;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  imageUrl!: string;

  /**
   * thumbnailUrlOf(imageUrl), kept by a database trigger for the answers PostgreSQL writes itself (the REST
   * list). Never loaded into an entity: GraphQL and the app work it out from imageUrl.
   */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  thumbnailUrl?: string | null;

  @Field(() => DeliveryMethod, { description: 'How the shop hands this item over: an in-game trade or its private server.' })
  @Enum({ items: [...ITEM_DELIVERY_METHODS], default: DeliveryMethod.IN_GAME_TRADE })
  deliveryMethod: DeliveryMethod & Opt = DeliveryMethod.IN_GAME_TRADE;

  @Field(() => String, { nullable: true, description: 'What the buyer should do to receive it (shown at checkout and on the order).' })
  @Property({ type: 'string', length: 500, nullable: true })
  deliveryInstructions: string | null = null;

  @Field(() => Int, { description: 'Moves on with every change of the item (a database trigger); send it with an edit to refuse a stale one.' })
  @Property({ type: 'integer', default: 1 })
  version: number & Opt = 1;
}
