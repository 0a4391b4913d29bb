import { Field, ObjectType, registerEnumType } from 'type-graphql';

/** Why the shop cannot take an order now; each one is something staff can put right. */
export enum NotTakingOrdersReason {
  /** No payment account is active for checkout, so no order could be paid. */
  NO_PAYMENT_ACCOUNT = 'NO_PAYMENT_ACCOUNT',
}

/**
 * A way a shopper can pay now, from outside the shop (the wallet is not listed: its balance is paid in through
 * these). A card or TrueMoney gateway adds its value here once it takes payments.
 */
export enum OfferedPaymentMethod {
  /** A PromptPay QR to scan, then the transfer slip; offered while a PromptPay account is active for checkout. */
  PROMPTPAY = 'PROMPTPAY',
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
registerEnumType(OfferedPaymentMethod, { name: 'OfferedPaymentMethod', description: 'A way to pay offered now. PROMPTPAY: a QR to scan, then the transfer slip.' });

@ObjectType({ simpleResolvers: true, description: 'Whether shoppers can place orders now, and if not, why.' })
export class ShopStatus {
  @Field(() => Boolean)
  takingOrders!: boolean;

  @Field(() => [NotTakingOrdersReason], { description: 'Empty while the shop takes orders.' })
  reasons!: NotTakingOrdersReason[];

  @Field(() => [OfferedPaymentMethod], { description: 'The ways to pay offered now; empty while nothing can be paid.' })
  paymentMethods!: OfferedPaymentMethod[];
}

@ObjectType({ simpleResolvers: true })
export class SetupChecklistStep {
  @Field(() => SetupStep)
  step!: SetupStep;

  @Field(() => Boolean)
  done!: boolean;
}
