import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { Customer } from '../customer/customer.entity.js';
import type { Admin } from '../admin/admin.entity.js';
import type { Order } from '../orders/order.entity.js';
import type { PaymentSlip } from '../payments/payment-slip.entity.js';
import { TRANSACTION_TYPE_THAI, TransactionStatus, TransactionType } from './transaction.enums.js';

@ObjectType({ description: 'Money moving in or out of the shop.', simpleResolvers: true })
@Entity()
@Index({ name: 'transaction_order_deposit_unique', expression: `create unique index "transaction_order_deposit_unique" on "transaction" ("order_id") where "type" = 'Deposit'` })
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

  /** Not stored: the name follows the type, from the one table the search matches too. */
  @Field(() => String, { description: "The type's Thai name, as Transaction History shows it; the search matches it as well as the English one." })
  get typeThai(): Opt<string> {
    return TRANSACTION_TYPE_THAI[this.type];
  }

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

  /** The order this money paid (deposits from PromptPay slips); null for movements of the shop itself and demo rows. */
  @ManyToOne({ entity: 'Order', nullable: true, deleteRule: 'set null' })
  order: Order | null = null;

  /** The slip that proved this payment, when one did. */
  @ManyToOne({ entity: 'PaymentSlip', nullable: true, deleteRule: 'set null' })
  paymentSlip: PaymentSlip | null = null;

  /** The staff member whose decision recorded it (approving a slip, a refund); null when the shop did it by itself. */
  @ManyToOne({ entity: 'Admin', nullable: true, deleteRule: 'set null' })
  admin: Admin | null = null;

  @Field(() => String, { nullable: true, description: 'What proves it, e.g. the bank and reference of the slip.' })
  @Property({ type: 'string', length: 100, nullable: true })
  reference: string | null = null;

  /** Seeded for a development shop's dashboard; a production start removes these (removeDemoMoney). */
  @Property({ type: 'boolean', default: false })
  demo: boolean & Opt = false;
}
