import { Field, InputType } from 'type-graphql';
import { TransactionStatus, TransactionType } from './transaction.enums.js';

@InputType({ description: 'All conditions must hold; omitted ones do not filter. Dates are Bangkok calendar days.' })
export class TransactionFilterInput {
  @Field(() => String, { nullable: true, description: 'First day included, YYYY-MM-DD.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day included, YYYY-MM-DD; not before `from`.' })
  to?: string | null;

  @Field(() => TransactionType, { nullable: true })
  type?: TransactionType | null;

  @Field(() => TransactionStatus, { nullable: true })
  status?: TransactionStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the type's label, ignoring case ('dep' matches Deposit)." })
  search?: string | null;
}
