import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission, ROLE_PERMISSIONS } from '../auth/permissions.js';
import type { AdminRole } from './admin-role.js';
import { Admin } from './admin.entity.js';
import { AdminSession, RegisterAdminInput, UpdateAdminInput } from './admin.inputs.js';

@Resolver(() => Admin)
export class AdminResolver {
  @Mutation(() => AdminSession, { description: 'Staff sign-in; repeated failures are throttled (TOO_MANY_REQUESTS).' })
  adminLogin(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() services: GraphQLContext,
  ): Promise<AdminSession> {
    return services.admins.login({ email, password }, services.caller.ip);
  }

  @FieldResolver(() => [Permission], { description: "What the admin's current role grants: the dashboard shows what they may use from this." })
  permissions(@Root() admin: Admin): Permission[] {
    return [...ROLE_PERMISSIONS[admin.role as AdminRole]];
  }

  @Query(() => Admin, { description: 'The signed-in admin, with their current role and permissions.' })
  me(@Ctx() services: GraphQLContext): Promise<Admin> {
    return services.auth.admin();
  }

  @Authorized(Permission.MANAGE_ADMINS)
  @Query(() => [Admin])
  admins(@Ctx() services: GraphQLContext): Promise<Admin[]> {
    return services.admins.list();
  }

  @Authorized(Permission.MANAGE_ADMINS)
  @Mutation(() => Admin)
  registerAdmin(@Arg('input', () => RegisterAdminInput) input: RegisterAdminInput, @Ctx() services: GraphQLContext): Promise<Admin> {
    return services.admins.register(input);
  }

  @Authorized(Permission.MANAGE_ADMINS)
  @Mutation(() => Admin)
  updateAdmin(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateAdminInput) input: UpdateAdminInput,
    @Ctx() services: GraphQLContext,
  ): Promise<Admin> {
    return services.admins.update(id, input);
  }

  @Authorized(Permission.MANAGE_ADMINS)
  @Mutation(() => Boolean, { description: 'Nobody can delete themselves or the last Super Admin.' })
  async deleteAdmin(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<boolean> {
    await services.admins.delete(id);
    return true;
  }
}
