import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { PageCounts } from '../common/pagination.js';
import { Transaction } from './transaction.entity.js';

@ObjectType({ simpleResolvers: true })
export class TransactionPage extends PageCounts {
  @Field(() => [Transaction])
  transactions!: Transaction[];
}

@ObjectType({ simpleResolvers: true })
export class DailyAmount {
  @Field(() => String, { description: 'A Bangkok calendar day, YYYY-MM-DD.' })
  date!: string;

  @Field(() => DecimalScalar)
  deposits!: string;

  @Field(() => DecimalScalar, { description: 'Negative or 0.' })
  withdrawals!: string;

  @Field(() => DecimalScalar, { description: 'deposits + withdrawals.' })
  net!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Totals over exactly the transactions the same filter lists, and the revenue of its dates.' })
export class PaymentReport {
  @Field(() => DecimalScalar, {
    description: 'Orders paid in the Bangkok dates of the filter (by PromptPay or from a wallet) less refunds made in them, from the ledger, as the Overview counts revenue. Only the dates apply.',
  })
  revenue!: string;

  @Field(() => DecimalScalar, { description: 'Wallet top-ups credited in the same dates: customers’ money, not revenue. Only the dates apply.' })
  customerDeposits!: string;

  @Field(() => Int, { description: 'How many of the counted transactions are demo rows of a development shop (0 in production); revenue never counts them.' })
  demoTransactionCount!: number;

  @Field(() => DecimalScalar, { description: 'Deposit transactions: PromptPay money received, for orders and for wallet top-ups alike.' })
  totalDeposits!: string;

  @Field(() => DecimalScalar, { description: 'Negative or 0; the screen shows its absolute value.' })
  totalWithdrawals!: string;

  @Field(() => DecimalScalar, { description: 'totalDeposits + totalWithdrawals.' })
  balance!: string;

  @Field(() => Int)
  transactionCount!: number;

  @Field(() => [DailyAmount], { description: 'One entry per day that has transactions, oldest first.' })
  daily!: DailyAmount[];
}
