import type { PaymentMethodType, TransactionStatus, TransactionType } from '../../../gql/graphql';
import { defineMessages, type Language } from '../../../lib/i18n';

export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ['BANK', 'PROMPTPAY', 'CRYPTO'];

export const paymentMethodTypeMessages = defineMessages<PaymentMethodType>({
  th: { BANK: 'ธนาคาร', PROMPTPAY: 'พร้อมเพย์', CRYPTO: 'คริปโต' },
  en: { BANK: 'Bank', PROMPTPAY: 'PromptPay', CRYPTO: 'Crypto' },
});

export const transactionTypeMessages = defineMessages<TransactionType>({
  th: { DEPOSIT: 'ฝากเงิน', WITHDRAWAL: 'ถอนเงิน', TRANSFER: 'โอนเงิน' },
  en: { DEPOSIT: 'Deposit', WITHDRAWAL: 'Withdrawal', TRANSFER: 'Transfer' },
});

export const transactionStatusMessages = defineMessages<TransactionStatus>({
  th: { COMPLETED: 'สำเร็จ', PENDING: 'รอดำเนินการ', FAILED: 'ล้มเหลว' },
  en: { COMPLETED: 'Completed', PENDING: 'Pending', FAILED: 'Failed' },
});

/** The ways money moves that the server writes on transactions (its English words), as Thai says them. */
const THAI_TRANSACTION_METHODS: Readonly<Record<string, string>> = {
  'Bank Transfer': 'โอนผ่านธนาคาร',
  PromptPay: 'พร้อมเพย์',
  Crypto: 'คริปโต',
};

/** A transaction's method in the page's language; a method the shop does not know is shown as written. */
export function transactionMethodWord(method: string, language: Language): string {
  return language === 'th' ? (THAI_TRANSACTION_METHODS[method] ?? method) : method;
}
