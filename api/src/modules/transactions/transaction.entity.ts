import { Check, Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { Customer } from '../customer/customer.entity.js';
import { TransactionStatus, TransactionType } from './transaction.enums.js';

@ObjectType({ description: 'Money moving in or out of the shop.', simpleResolvers: true })
@Entity()
@Check({
  name: 'transaction_amount_sign',
  expression: "amount <> 0 and (type <> 'Withdrawal' or amount < 0) and (type <> 'Deposit' or amount > 0)",
})
export class Transaction {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => TransactionType)
  @Enum({ items: () => TransactionType, index: 'transaction_type_index' })
  type!: TransactionType;

  @Field(() => DecimalScalar, { description: 'Baht, signed and exact: withdrawals are negative, deposits positive.' })
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Field(() => String, { description: "How the money moved, e.g. 'Bank Transfer', 'PromptPay' or 'Crypto'." })
  @Property({ type: 'string', length: 50 })
  method!: string;

  @Field(() => TransactionStatus)
  @Enum({ items: () => TransactionStatus, index: 'transaction_status_index' })
  status!: TransactionStatus;

  @Field(() => Date)
  @Property({ type: 'datetime', index: 'transaction_occurred_at_index' })
  occurredAt!: Date;

  @Field(() => Customer, { nullable: true, description: 'Null for movements of the shop itself.' })
  @ManyToOne(() => Customer, { nullable: true, deleteRule: 'set null', index: 'transaction_customer_id_index' })
  customer: Customer | null = null;
}
