import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { PageInput, pageSchema } from '../common/pagination.js';
import { parseInput } from '../common/validation.js';
import { AuditEntry } from './audit-entry.entity.js';

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Authorized(Permission.VIEW_AUDIT_LOG)
  @Query(() => [AuditEntry], { description: 'Staff changes, newest first (Super Admin only).' })
  auditLog(@Arg('page', () => PageInput, { nullable: true }) page: PageInput | null, @Ctx() services: GraphQLContext): Promise<AuditEntry[]> {
    return services.audit.list(parseInput(pageSchema, page ?? {}));
  }
}
