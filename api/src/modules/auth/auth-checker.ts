import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Permission } from './permissions.js';

/** type-graphql's @Authorized(permission) check, reading the same rule table as the REST guard. */
export const authChecker: AuthChecker<GraphQLContext, Permission> = async ({ context }, permissions) => {
  for (const permission of permissions) await context.auth.authorize(permission);
  return true;
};
