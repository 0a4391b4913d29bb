import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { PageInput } from '../common/pagination.js';
import { bangkokDateOf } from './bangkok-time.js';
import { Transaction } from './transaction.entity.js';
import { TransactionFilterInput } from './transaction.inputs.js';
import { PaymentReport, TransactionPage } from './transaction.types.js';

@Resolver(() => Transaction)
export class TransactionResolver {
  @Authorized(Permission.VIEW_TRANSACTIONS)
  @Query(() => TransactionPage, { description: 'A page of transactions, newest first.' })
  transactions(
    @Arg('filter', () => TransactionFilterInput, { nullable: true }) filter: TransactionFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() services: GraphQLContext,
  ): Promise<TransactionPage> {
    return services.transactions.page(filter ?? {}, page ?? {});
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => PaymentReport, { description: 'Totals and daily amounts of the transactions `transactions(filter)` lists.' })
  paymentReport(
    @Arg('filter', () => TransactionFilterInput, { nullable: true }) filter: TransactionFilterInput | null,
    @Ctx() services: GraphQLContext,
  ): Promise<PaymentReport> {
    return services.transactions.report(filter ?? {});
  }

  @FieldResolver(() => String, { description: 'occurredAt as YYYY-MM-DD in Bangkok time.' })
  date(@Root() transaction: Transaction): string {
    return bangkokDateOf(transaction.occurredAt);
  }
}
