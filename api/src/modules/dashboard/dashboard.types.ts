import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { Item } from '../item/item.entity.js';

@ObjectType({ simpleResolvers: true })
export class MonthlyRevenue {
  @Field(() => String, { description: 'A Bangkok calendar month, YYYY-MM.' })
  month!: string;

  @Field(() => DecimalScalar, { description: 'Orders paid that month (PromptPay or wallet) less refunds made that month; may be negative.' })
  revenue!: string;

  @Field(() => DecimalScalar, { description: 'Wallet top-ups credited that month: money held for customers, not revenue.' })
  customerDeposits!: string;
}

@ObjectType({ simpleResolvers: true })
export class WeekdayCount {
  @Field(() => String, { description: 'Mon … Sun.' })
  weekday!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true, description: 'The Overview screen: cards, charts and the latest items.' })
export class DashboardStats {
  @Field(() => DecimalScalar, { description: 'Every order paid, by PromptPay or from a wallet, less refunds, as the ledger records them. Demo money never counts.' })
  totalRevenue!: string;

  @Field(() => DecimalScalar, { description: 'Every wallet top-up credited: money customers deposited, held for them until they spend it, so not revenue.' })
  totalCustomerDeposits!: string;

  @Field(() => Int, { description: 'All transactions, whatever their status.' })
  totalTransactions!: number;

  @Field(() => Int, { description: 'Customers.' })
  totalUsers!: number;

  @Field(() => [MonthlyRevenue], { description: 'Revenue and customer deposits of the last 6 Bangkok months incl. this one, oldest first; 0 for empty months.' })
  revenueByMonth!: MonthlyRevenue[];

  @Field(() => [WeekdayCount], { description: 'Customers who signed up in the last 28 Bangkok days (today included), by weekday, Mon to Sun.' })
  userGrowth!: WeekdayCount[];

  @Field(() => [Item], { description: 'The 5 newest items with their games.' })
  latestItems!: Item[];
}
