import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { DashboardStats } from './dashboard.types.js';
import { WaitingWork } from './waiting-work.types.js';

@Resolver(() => DashboardStats)
export class DashboardResolver {
  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => DashboardStats, { description: 'Figures of the Overview screen, aggregated by PostgreSQL.' })
  dashboardStats(@Ctx() services: GraphQLContext): Promise<DashboardStats> {
    return services.dashboard.stats();
  }

  // Any signed-in admin: the service leaves out (null) each figure whose screen the caller's role may not open.
  @Query(() => WaitingWork, { description: "What waits for staff: slips to review, orders to deliver, unread support, today's sales." })
  waitingWork(@Ctx() services: GraphQLContext): Promise<WaitingWork> {
    return services.dashboard.waiting();
  }
}
