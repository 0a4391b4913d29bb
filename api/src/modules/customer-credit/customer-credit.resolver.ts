import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { CustomerCredit } from './customer-credit.entity.js';
import { CustomerProfile } from './customer-credit.types.js';

@Resolver(() => CustomerCredit)
export class CustomerCreditResolver {
  @Authorized(Permission.VIEW_CUSTOMERS)
  @Query(() => [CustomerCredit], { description: 'One per customer that has a credit record, by customer id.' })
  customerCredits(@Ctx() services: GraphQLContext): Promise<CustomerCredit[]> {
    return services.customerCredits.list();
  }

  @Authorized(Permission.VIEW_CUSTOMERS)
  @Query(() => CustomerProfile, { description: "A customer with their credit and latest transactions; NOT_FOUND for an unknown id." })
  customerProfile(@Arg('customerId', () => Int) customerId: number, @Ctx() services: GraphQLContext): Promise<CustomerProfile> {
    return services.customerCredits.profile(customerId);
  }
}
