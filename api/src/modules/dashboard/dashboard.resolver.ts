import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { DashboardStats } from './dashboard.types.js';

@Resolver(() => DashboardStats)
export class DashboardResolver {
  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => DashboardStats, { description: 'Figures of the Overview screen, aggregated by PostgreSQL.' })
  dashboardStats(@Ctx() services: GraphQLContext): Promise<DashboardStats> {
    return services.dashboard.stats();
  }
}
