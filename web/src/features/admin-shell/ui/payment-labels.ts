import type { PaymentMethodType, TransactionStatus, TransactionType } from '../../../gql/graphql';

export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ['BANK', 'PROMPTPAY', 'CRYPTO'];

export const PAYMENT_METHOD_TYPE_LABEL: Record<PaymentMethodType, string> = { BANK: 'Bank', PROMPTPAY: 'PromptPay', CRYPTO: 'Crypto' };

/** Types' English names; Transaction History shows the server's Thai name (typeThai) beside them, and its search matches both. */
export const TRANSACTION_TYPE_LABEL: Record<TransactionType, string> = { DEPOSIT: 'Deposit', WITHDRAWAL: 'Withdrawal', TRANSFER: 'Transfer' };

export const TRANSACTION_STATUS_LABEL: Record<TransactionStatus, string> = { COMPLETED: 'Completed', PENDING: 'Pending', FAILED: 'Failed' };
export const TRANSACTION_STATUS_LABEL_TH: Record<TransactionStatus, string> = { COMPLETED: 'สำเร็จ', PENDING: 'รอดำเนินการ', FAILED: 'ล้มเหลว' };
