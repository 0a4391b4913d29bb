import { Field, ObjectType } from 'type-graphql';
import type { Payment } from './payment.entity.js';

/** Where a payment was asked to go, as Manage Payments recorded it when the order or top-up was placed. */
@ObjectType('ReceivingAccount', { simpleResolvers: true, description: 'The shop account a payment was asked into, as recorded at placement: what staff compare a slip with.' })
export class ReceivingAccount {
  @Field(() => String, { description: 'The PromptPay id the QR paid to (digits only).' })
  promptpayId!: string;

  @Field(() => String, { description: 'The name shoppers were shown as the receiver.' })
  receiverName!: string;

  @Field(() => String, { nullable: true, description: 'The code of the bank holding the account behind the id; null when none was recorded.' })
  bankCode!: string | null;

  @Field(() => String, { nullable: true })
  accountNumber!: string | null;

  @Field(() => String, { nullable: true, description: "The holder's name as the bank writes it on slips." })
  accountName!: string | null;
}

export function receivingAccountOf(payment: Payment): ReceivingAccount {
  return {
    promptpayId: payment.promptpayId,
    receiverName: payment.receiverName,
    bankCode: payment.receiverBank,
    accountNumber: payment.receiverAccountNumber,
    accountName: payment.receiverAccountName,
  };
}

/** The same for the REST review queues. */
export function receivingAccountJson(payment: Payment) {
  const account = receivingAccountOf(payment);
  return {
    promptpay_id: account.promptpayId,
    receiver_name: account.receiverName,
    bank_code: account.bankCode,
    account_number: account.accountNumber,
    account_name: account.accountName,
  };
}
