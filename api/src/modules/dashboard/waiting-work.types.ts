import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';

/**
 * What waits for staff, each figure for those who may open its screen only: null when the caller's role may
 * not (Payment Review and Orders need MANAGE_ORDERS, Support ANSWER_SUPPORT, sales VIEW_REPORTS).
 */
@ObjectType({ simpleResolvers: true, description: "What waits for staff now; each count is null for staff who may not see its screen." })
export class WaitingWork {
  @Field(() => Int, { nullable: true, description: 'Orders whose transfer slip waits in Payment Review.' })
  orderSlipsToReview!: number | null;

  @Field(() => Int, { nullable: true, description: 'Wallet top-ups whose transfer slip waits in Payment Review.' })
  topupSlipsToReview!: number | null;

  @Field(() => Int, { nullable: true, description: 'Paid orders whose delivery has not started.' })
  ordersToDeliver!: number | null;

  @Field(() => Int, { nullable: true, description: 'Orders being delivered, not yet marked delivered.' })
  ordersDelivering!: number | null;

  @Field(() => Int, { nullable: true, description: 'Support conversations with a shopper message no member of staff has read.' })
  unreadSupportConversations!: number | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Revenue of the current Bangkok day as the ledger records it: orders paid (PromptPay or wallet) less refunds; top-ups and demo money never count.',
  })
  todaySales!: string | null;
}
