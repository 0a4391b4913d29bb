import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { PageInput } from '../common/pagination.js';
import { Order } from '../orders/order.entity.js';
import { readUpload } from '../uploads/read-upload.js';
import { MAX_IMPORT_BYTES } from './robux-account-import.js';
import { RobuxAccountStatus } from './robux-account-status.js';
import {
  AccountLoginView,
  CreateRobuxAccountInput,
  OrderAccountLogin,
  RobuxAccountImport,
  RobuxAccountListing,
  RobuxAccountPage,
  StaffRobuxAccount,
  StaffRobuxAccountPage,
  UpdateRobuxAccountInput,
} from './robux-account.types.js';
import { ListingSort } from './robux-account.validation.js';

@Resolver()
export class RobuxAccountResolver {
  @Query(() => RobuxAccountPage, { description: 'Robux accounts for sale: a page (10 by default) under an optional rate, with the rate chips.' })
  robuxAccounts(
    @Arg('rate', () => DecimalScalar, { nullable: true }) rate: string | null,
    @Arg('sort', () => ListingSort, { nullable: true }) sort: ListingSort | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() services: GraphQLContext,
  ): Promise<RobuxAccountPage> {
    return services.robuxAccounts.page({ rate, sort, ...page });
  }

  @Query(() => RobuxAccountListing, { description: 'One account for sale (Detail); NOT_FOUND once sold or reserved.' })
  robuxAccount(@Arg('id', () => String) id: string, @Ctx() services: GraphQLContext): Promise<RobuxAccountListing> {
    return services.robuxAccounts.forSale(id);
  }

  @Authorized(Permission.MANAGE_ROBUX_ACCOUNTS)
  @Query(() => StaffRobuxAccountPage, { description: 'Every listing, newest first, by status and a search of id or account type.' })
  staffRobuxAccounts(
    @Arg('status', () => RobuxAccountStatus, { nullable: true }) status: RobuxAccountStatus | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() services: GraphQLContext,
  ): Promise<StaffRobuxAccountPage> {
    return services.robuxAccountAdmin.list({ status, search }, page ?? {});
  }

  @Authorized(Permission.MANAGE_ROBUX_ACCOUNTS)
  @Mutation(() => StaffRobuxAccount, { description: 'Lists an account; its login is sealed at rest. 409 when the id is taken.' })
  createRobuxAccount(@Arg('input', () => CreateRobuxAccountInput) input: CreateRobuxAccountInput, @Ctx() services: GraphQLContext): Promise<StaffRobuxAccount> {
    return services.robuxAccountAdmin.create(input);
  }

  @Authorized(Permission.MANAGE_ROBUX_ACCOUNTS)
  @Mutation(() => StaffRobuxAccount, { description: 'Changes an AVAILABLE listing; 409 once it is reserved or sold.' })
  updateRobuxAccount(
    @Arg('id', () => String) id: string,
    @Arg('input', () => UpdateRobuxAccountInput) input: UpdateRobuxAccountInput,
    @Ctx() services: GraphQLContext,
  ): Promise<StaffRobuxAccount> {
    return services.robuxAccountAdmin.update(id, input);
  }

  @Authorized(Permission.MANAGE_ROBUX_ACCOUNTS)
  @Mutation(() => Boolean, { description: 'Deletes an AVAILABLE listing; 409 once it is reserved or sold.' })
  async deleteRobuxAccount(@Arg('id', () => String) id: string, @Ctx() services: GraphQLContext): Promise<boolean> {
    await services.robuxAccountAdmin.delete(id);
    return true;
  }

  @Authorized(Permission.MANAGE_ROBUX_ACCOUNTS)
  @Mutation(() => RobuxAccountImport, { description: 'Adds the good rows of a CSV file (header: id,robux,rate,acc_type,guarantee_days,notes,username,password,recovery_email,login_notes).' })
  async importRobuxAccounts(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() services: GraphQLContext): Promise<RobuxAccountImport> {
    return services.robuxAccountAdmin.importCsv((await readUpload(file, MAX_IMPORT_BYTES)).toString('utf8'));
  }

  @Authorized(Permission.REVEAL_ACCOUNT_LOGINS)
  @Mutation(() => AccountLoginView, { description: "Shows a listing's login to a Super Admin; every reveal is written to the audit log." })
  revealRobuxAccountLogin(@Arg('id', () => String) id: string, @Ctx() services: GraphQLContext): Promise<AccountLoginView> {
    return services.robuxAccountAdmin.revealLogin(id);
  }
}

@Resolver(() => Order)
export class OrderAccountLoginsResolver {
  @FieldResolver(() => [OrderAccountLogin], { description: 'The logins of the Robux accounts bought: for the buyer only, once the order is paid.' })
  accountLogins(@Root() order: Order, @Ctx() services: GraphQLContext): Promise<OrderAccountLogin[]> {
    return services.boughtAccounts.loginsFor(order);
  }
}
