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

@ObjectType({ simpleResolvers: true, description: 'Totals over exactly the transactions the same filter lists.' })
export class PaymentReport {
  @Field(() => DecimalScalar)
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
