import { Field, ObjectType } from 'type-graphql';
import { Customer } from '../customer/customer.entity.js';
import { Transaction } from '../transactions/transaction.entity.js';
import { CustomerCredit } from './customer-credit.entity.js';

@ObjectType({ simpleResolvers: true, description: 'What View Profile shows about one customer.' })
export class CustomerProfile {
  @Field(() => Customer)
  customer!: Customer;

  @Field(() => CustomerCredit, { nullable: true, description: 'Null when the customer has no credit record.' })
  credit!: CustomerCredit | null;

  @Field(() => [Transaction], { description: "The customer's 10 latest transactions, newest first." })
  recentTransactions!: Transaction[];
}
