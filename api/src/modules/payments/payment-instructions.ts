import { Field, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import type { Payment } from './payment.entity.js';
import { promptPayPayload } from './promptpay-payload.js';

/** What a shopper needs to pay an order: how much, to whom, by when, and the QR's payload. */
@ObjectType('OrderPayment', { simpleResolvers: true, description: 'How to pay an order by PromptPay.' })
export class PaymentInstructions {
  @Field(() => String, { description: 'PROMPTPAY.' })
  method!: 'PROMPTPAY';

  @Field(() => DecimalScalar, { description: 'What to transfer, exactly: the total plus amountOffset.' })
  amount!: string;

  @Field(() => DecimalScalar, { description: 'The satang added to the total so that this amount names this order (a PromptPay transfer carries no reference).' })
  amountOffset!: string;

  @Field(() => String, { description: 'The account holder the bank app shows before the shopper confirms.' })
  receiverName!: string;

  @Field(() => String, { description: 'EMVCo PromptPay payload for the QR: this amount to the shop’s account.' })
  promptpayPayload!: string;

  @Field(() => Date, { description: 'Unpaid by then, the order expires.' })
  expiresAt!: Date;
}

/** How to pay an order or a top-up; null for an order placed before payments were built. */
export function paymentInstructions(payable: { payment: Payment | null; expiresAt: Date }): PaymentInstructions | null {
  const { payment } = payable;
  if (!payment) return null;
  return {
    method: 'PROMPTPAY',
    amount: payment.amount,
    amountOffset: payment.amountOffset,
    receiverName: payment.receiverName,
    promptpayPayload: promptPayPayload(payment.promptpayId, payment.amount),
    expiresAt: payable.expiresAt,
  };
}
