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
}
