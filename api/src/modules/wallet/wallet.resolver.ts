import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { PageInput } from '../common/pagination.js';
import { Order } from '../orders/order.entity.js';
import { receivingAccountOf } from '../payments/receiving-account.js';
import { readUpload } from '../uploads/read-upload.js';
import { topupView } from './wallet-views.js';
import { CustomerProfile, CustomerWallet, CustomerWalletPage, LedgerReconciliation, Topup, TopupReviewPage, Wallet } from './wallet.types.js';

@Resolver()
export class WalletResolver {
  @Query(() => Wallet, { description: "The signed-in gamer's wallet: balance, everything credited, and a page of movements (newest first)." })
  myWallet(@Arg('page', () => PageInput, { nullable: true }) page: PageInput | undefined, @Ctx() services: GraphQLContext): Promise<Wallet> {
    return services.wallet.mine(page);
  }

  @Mutation(() => Topup, { description: 'Starts a top-up of whole baht (50–50,000), paid by PromptPay like an order.' })
  async startTopup(@Arg('amount', () => String) amount: string, @Ctx() services: GraphQLContext): Promise<Topup> {
    return topupView(await services.topups.start({ amount }));
  }

  @Query(() => Topup, { description: 'One of your top-ups; NOT_FOUND for anyone else’s.' })
  async myTopup(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<Topup> {
    return topupView(await services.topups.mine(id));
  }

  @Mutation(() => Topup, { description: 'The transfer slip of a top-up awaiting payment; it goes to review (or is credited at once by the verifier).' })
  async submitTopupSlip(@Arg('id', () => Int) id: number, @Arg('slip', () => GraphQLUpload) slip: Promise<FileUpload>, @Ctx() services: GraphQLContext): Promise<Topup> {
    return topupView(await services.topups.submitSlip(id, await readUpload(slip, services.paymentSlips.maxImageBytes)));
  }

  @Mutation(() => Order, { description: 'Pays one of your orders awaiting payment from your wallet, at once; INSUFFICIENT_BALANCE when it holds less.' })
  payOrderWithWallet(@Arg('number', () => String) number: string, @Ctx() services: GraphQLContext): Promise<Order> {
    return services.wallet.payOrder(number);
  }

  @Authorized(Permission.VIEW_CUSTOMERS)
  @Query(() => CustomerWalletPage, { description: 'Customers, newest first, with their orders count and wallet (Personal Settings).' })
  customerWallets(
    @Arg('search', () => String, { nullable: true }) search: string | undefined,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | undefined,
    @Ctx() services: GraphQLContext,
  ): Promise<CustomerWalletPage> {
    return services.customerWallets.list({ search }, page);
  }

  @Authorized(Permission.VIEW_CUSTOMERS)
  @Query(() => CustomerProfile, { description: 'A customer with their wallet, latest orders, wallet movements and transactions; NOT_FOUND for an unknown id.' })
  customerProfile(@Arg('customerId', () => Int) customerId: number, @Ctx() services: GraphQLContext): Promise<CustomerProfile> {
    return services.customerWallets.profile(customerId);
  }

  @Authorized(Permission.MANAGE_WALLETS)
  @Mutation(() => CustomerWallet, { description: 'Credits (positive) or debits (negative) a wallet by hand with a reason; the same idempotencyKey posts once.' })
  adjustWallet(
    @Arg('customerId', () => Int) customerId: number,
    @Arg('amount', () => String) amount: string,
    @Arg('reason', () => String) reason: string,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey: string | undefined,
    @Ctx() services: GraphQLContext,
  ): Promise<CustomerWallet> {
    return services.customerWallets.adjust({ customerId, amount, reason, idempotencyKey });
  }

  @Authorized(Permission.MANAGE_WALLETS)
  @Query(() => LedgerReconciliation, { description: 'Whether every wallet equals the sum of its entries and every transfer nets to zero.' })
  ledgerReconciliation(@Ctx() services: GraphQLContext): Promise<LedgerReconciliation> {
    return services.customerWallets.reconcile();
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Query(() => TopupReviewPage, { description: 'Top-ups whose slip waits to be checked, the slip waiting longest first, a page at a time.' })
  async topupReviews(@Arg('page', () => PageInput, { nullable: true }) page: PageInput | undefined, @Ctx() services: GraphQLContext): Promise<TopupReviewPage> {
    const { reviews, ...counts } = await services.topups.queue(page);
    return {
      ...counts,
      reviews: reviews.map(({ topup, slip }) => ({ topup: topupView(topup), customer: topup.customer, slip, receivingAccount: receivingAccountOf(topup.payment!) })),
    };
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Mutation(() => Topup, { description: 'The slip checks out: the wallet is credited with what was paid.' })
  async approveTopup(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<Topup> {
    return topupView(await services.topups.approve(id));
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Mutation(() => Topup, { description: 'The slip does not check out: back to awaiting payment (or expired), with the reason the gamer reads.' })
  async rejectTopup(@Arg('id', () => Int) id: number, @Arg('reason', () => String) reason: string, @Ctx() services: GraphQLContext): Promise<Topup> {
    return topupView(await services.topups.reject(id, reason));
  }
}
