import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { Order } from '../orders/order.entity.js';
import { readUpload } from '../uploads/read-upload.js';
import { PageCounts, PageInput } from '../common/pagination.js';
import type { PaymentReviewPage } from './payment-slip.service.js';
import { ReceivingAccount } from './receiving-account.js';

@ObjectType('PaymentSlip', { simpleResolvers: true, description: 'A transfer slip as read from its QR; its picture is at GET /api/admin/payment-slips/{id} (staff).' })
export class PaymentSlipView {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'The sending bank’s code, e.g. 004 (KBank).' })
  sendingBank!: string;

  @Field(() => String, { description: 'The bank’s reference of the transfer.' })
  transRef!: string;

  @Field(() => String, { nullable: true, description: 'What the verifying provider said (SLIP_VERIFIER); null when none was asked.' })
  verification!: string | null;

  @Field(() => Date)
  submittedAt!: Date;
}

@ObjectType('PaymentReview', { simpleResolvers: true, description: 'An order whose slip waits for staff.' })
class PaymentReviewView {
  @Field(() => Order)
  order!: Order;

  @Field(() => PaymentSlipView)
  slip!: PaymentSlipView;

  @Field(() => ReceivingAccount, { description: 'Where the money was asked to go, to compare with the receiver on the slip.' })
  receivingAccount!: ReceivingAccount;
}

@ObjectType('PaymentReviewPage', { simpleResolvers: true, description: 'A page of the orders whose slip waits for staff, the slip waiting longest first.' })
class PaymentReviewPageView extends PageCounts {
  @Field(() => [PaymentReviewView])
  reviews!: PaymentReviewView[];
}

@Resolver()
export class PaymentSlipResolver {
  @Mutation(() => Order, { description: 'The shopper sends the transfer slip of an order awaiting payment; its QR is read and the order goes to review.' })
  async submitPaymentSlip(
    @Arg('number', () => String) number: string,
    @Arg('slip', () => GraphQLUpload) slip: Promise<FileUpload>,
    @Ctx() services: GraphQLContext,
  ): Promise<Order> {
    return services.paymentSlips.submit(number, await readUpload(slip, services.paymentSlips.maxImageBytes));
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Query(() => PaymentReviewPageView, { description: 'Orders whose slip waits to be checked, the slip waiting longest first, a page at a time.' })
  paymentReviews(@Arg('page', () => PageInput, { nullable: true }) page: PageInput | undefined, @Ctx() services: GraphQLContext): Promise<PaymentReviewPage> {
    return services.paymentSlips.queue(page);
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Mutation(() => Order, { description: 'The slip checks out: the order is PAID and the deposit recorded.' })
  approvePayment(@Arg('number', () => String) number: string, @Ctx() services: GraphQLContext): Promise<Order> {
    return services.paymentSlips.approve(number);
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Mutation(() => Order, { description: 'The slip does not check out: back to awaiting payment (or expired if its time ran out), with the reason the shopper reads.' })
  rejectPayment(@Arg('number', () => String) number: string, @Arg('reason', () => String) reason: string, @Ctx() services: GraphQLContext): Promise<Order> {
    return services.paymentSlips.reject(number, reason);
  }
}
