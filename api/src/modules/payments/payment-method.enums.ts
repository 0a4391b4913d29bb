import { registerEnumType } from 'type-graphql';

/** Kind of account customers pay into; the stored value is the label the dashboard shows. */
export enum PaymentMethodType {
  BANK = 'Bank',
  PROMPTPAY = 'PromptPay',
  CRYPTO = 'Crypto',
}

registerEnumType(PaymentMethodType, { name: 'PaymentMethodType', description: "A linked account's kind: Bank, PromptPay or Crypto." });
