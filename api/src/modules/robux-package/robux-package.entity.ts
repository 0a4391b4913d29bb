import { Check, Entity, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { DecimalScalar } from '../common/decimal.scalar.js';

@ObjectType({ description: 'A Robux top-up package.', simpleResolvers: true })
@Entity()
@Check({ name: 'robux_package_amount_positive', expression: 'amount > 0' })
@Check({ name: 'robux_package_price_range', expression: 'price > 0 and price < 10000000' })
export class RobuxPackage extends BaseEntity {
  @Field(() => Int, { description: 'Robux in the package.' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => DecimalScalar, { description: 'Price in baht, two decimals.' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  imageUrl!: string;
}
