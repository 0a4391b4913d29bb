import { Entity, Index, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';

@ObjectType({ description: 'A game: the store groups items by it.', simpleResolvers: true })
@Entity()
@Index({ name: 'category_name_lower_unique', expression: 'create unique index "category_name_lower_unique" on "category" (lower("name"))' })
export class Category extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  imageUrl!: string;

  @Field(() => Boolean, { description: 'Shown as "Soon!"; its items are not for sale yet.' })
  @Property({ type: 'boolean', default: false })
  comingSoon: boolean & Opt = false;
}
