import { Check, Entity, Enum, Index, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { PaymentMethodType } from './payment-method.enums.js';

@ObjectType({ description: 'An account of the shop that customers pay into (Manage Payments → Linked Accounts).', simpleResolvers: true })
@Entity()
@Index({
  name: 'payment_method_one_active_for_checkout',
  expression: 'create unique index "payment_method_one_active_for_checkout" on "payment_method" ("active_for_checkout") where "active_for_checkout"',
})
@Check({ name: 'payment_method_active_is_promptpay', expression: "not active_for_checkout or (type = 'PromptPay' and promptpay_id is not null)" })
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

  @Field(() => String, { nullable: true, description: 'For PromptPay: the mobile number, national or tax id, or e-wallet id money is sent to (digits only).' })
  @Property({ type: 'string', length: 15, nullable: true })
  promptpayId: string | null = null;

  @Field(() => String, { nullable: true, description: "For PromptPay: the code of the bank holding the account behind the id (e.g. 014 for SCB), as slips show it." })
  @Property({ type: 'string', length: 3, nullable: true })
  receivingBank: string | null = null;

  @Field(() => String, { nullable: true, description: 'For PromptPay: the number of the bank account behind the id (digits only).' })
  @Property({ type: 'string', length: 20, nullable: true })
  accountNumber: string | null = null;

  @Field(() => String, { nullable: true, description: "For PromptPay: the account holder's name as the bank writes it on slips." })
  @Property({ type: 'string', length: 100, nullable: true })
  accountName: string | null = null;

  @Field(() => Boolean, { description: 'The one PromptPay account shoppers pay into at checkout.' })
  @Property({ type: 'boolean', default: false })
  activeForCheckout: boolean & Opt = false;
}
