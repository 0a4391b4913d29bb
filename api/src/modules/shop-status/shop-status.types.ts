import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** Why the shop cannot take an order now; each one is something staff can put right. */
export enum NotTakingOrdersReason {
  /** No payment account is active for checkout, so no order could be paid. */
  NO_PAYMENT_ACCOUNT = 'NO_PAYMENT_ACCOUNT',
}

/** A step of setting a new shop up, done or not. */
export enum SetupStep {
  /** A PromptPay account is active for checkout. */
  PAYMENT_ACCOUNT = 'PAYMENT_ACCOUNT',
  /** The first Super Admin no longer signs in with the password the shop was started with. */
  FIRST_ADMIN_PASSWORD = 'FIRST_ADMIN_PASSWORD',
  /** E-mails leave through a mail server (SMTP_URL), not into the outbox folder. */
  MAIL_SERVER = 'MAIL_SERVER',
}

registerEnumType(NotTakingOrdersReason, { name: 'NotTakingOrdersReason' });
registerEnumType(SetupStep, { name: 'SetupStep' });

@ObjectType({ simpleResolvers: true, description: 'Whether shoppers can place orders now, and if not, why.' })
export class ShopStatus {
  @Field(() => Boolean)
  takingOrders!: boolean;

  @Field(() => [NotTakingOrdersReason], { description: 'Empty while the shop takes orders.' })
  reasons!: NotTakingOrdersReason[];
}

@ObjectType({ simpleResolvers: true })
export class SetupChecklistStep {
  @Field(() => SetupStep)
  step!: SetupStep;

  @Field(() => Boolean)
  done!: boolean;
}
