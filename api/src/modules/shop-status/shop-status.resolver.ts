import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { SetupChecklistStep, ShopStatus } from './shop-status.types.js';

@Resolver()
export class ShopStatusResolver {
  @Query(() => ShopStatus, { description: 'Whether shoppers can place orders now; anyone may ask.' })
  shopStatus(@Ctx() services: GraphQLContext): Promise<ShopStatus> {
    return services.shopStatus.status();
  }

  @Query(() => [SetupChecklistStep], { description: "What a new shop still needs, in the Overview's order (VIEW_REPORTS)." })
  setupChecklist(@Ctx() services: GraphQLContext): Promise<SetupChecklistStep[]> {
    return services.shopStatus.setupChecklist();
  }
}
