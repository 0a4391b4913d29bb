import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { PaymentMethodType } from './payment-method.enums.js';

@ObjectType({ description: 'An account of the shop that customers pay into (Manage Payments → Linked Accounts).', simpleResolvers: true })
@Entity()
export class PaymentMethod extends BaseEntity {
  @Field(() => PaymentMethodType)
  @Enum({ items: () => PaymentMethodType })
  type!: PaymentMethodType;

  @Field(() => String, { description: "e.g. the bank's name." })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'What the customer needs to pay: a masked account number, phone number or wallet address.' })
  @Property({ type: 'string', length: 200 })
  details!: string;
}
