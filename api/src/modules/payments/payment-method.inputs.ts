import { Field, InputType } from 'type-graphql';
import { PaymentMethodType } from './payment-method.enums.js';

@InputType({ description: 'Name (1–100 characters) and details (1–200) are trimmed.' })
export class PaymentMethodInput {
  @Field(() => PaymentMethodType)
  type!: PaymentMethodType;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  details!: string;

  @Field(() => String, { nullable: true, description: 'PromptPay accounts: a Thai mobile number, a 13-digit national or tax id, or a 15-digit e-wallet id.' })
  promptpayId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Make this the account checkout pays into (PromptPay with an id only); the one before stops being it.' })
  activeForCheckout?: boolean | null;
}
