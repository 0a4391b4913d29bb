import { Check, Entity, type Opt, OneToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { Customer } from '../customer/customer.entity.js';

@ObjectType({ description: "A customer's credit balance (Personal Settings).", simpleResolvers: true })
@Entity()
@Check({ name: 'customer_credit_orders_count_non_negative', expression: 'orders_count >= 0' })
@Check({ name: 'customer_credit_remaining_range', expression: 'remaining_credits >= 0 and remaining_credits <= total_credits' })
export class CustomerCredit {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Customer)
  @OneToOne(() => Customer, { owner: true, deleteRule: 'cascade', unique: 'customer_credit_customer_id_unique' })
  customer!: Customer;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  ordersCount: number & Opt = 0;

  @Field(() => DecimalScalar, { description: 'Credits ever received, in baht.' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  totalCredits!: string;

  @Field(() => DecimalScalar, { description: 'Credits left to spend: from 0 up to totalCredits.' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  remainingCredits!: string;
}
