import { registerEnumType } from 'type-graphql';

/** The stored values are the labels people read (and what the text search matches). */
export enum TransactionType {
  DEPOSIT = 'Deposit',
  WITHDRAWAL = 'Withdrawal',
  TRANSFER = 'Transfer',
}

export enum TransactionStatus {
  COMPLETED = 'Completed',
  PENDING = 'Pending',
  FAILED = 'Failed',
}

registerEnumType(TransactionType, { name: 'TransactionType', description: 'Deposit (amount > 0), Withdrawal (amount < 0) or Transfer.' });
registerEnumType(TransactionStatus, { name: 'TransactionStatus' });
