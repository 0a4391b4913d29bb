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

  @Field(() => String, { nullable: true, description: 'PromptPay accounts: the 3-digit code of the bank holding the account behind the id (e.g. 014).' })
  receivingBank?: string | null;

  @Field(() => String, { nullable: true, description: 'PromptPay accounts: that bank account’s number (10–15 digits; dashes and spaces are dropped).' })
  accountNumber?: string | null;

  @Field(() => String, { nullable: true, description: "PromptPay accounts: the account holder's name as the bank writes it (up to 100 characters)." })
  accountName?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Make this the account checkout pays into (PromptPay with an id only); the one before stops being it.' })
  activeForCheckout?: boolean | null;
}
