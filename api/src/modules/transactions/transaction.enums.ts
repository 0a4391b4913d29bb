import { registerEnumType } from 'type-graphql';

/** The stored values are the labels people read (and what the text search matches). */
export enum TransactionType {
  DEPOSIT = 'Deposit',
  WITHDRAWAL = 'Withdrawal',
  TRANSFER = 'Transfer',
}

/** Each type's Thai name, as Transaction History (a Thai screen) shows it beside the English one. */
export const TRANSACTION_TYPE_THAI: Readonly<Record<TransactionType, string>> = {
  [TransactionType.DEPOSIT]: 'ฝากเงิน',
  [TransactionType.WITHDRAWAL]: 'ถอนเงิน',
  [TransactionType.TRANSFER]: 'โอนเงิน',
};

/** The types a search names: a part of the English or the Thai name, ignoring case ("dep", "ฝาก"). */
export function typesNamed(search: string): TransactionType[] {
  const needle = search.trim().toLocaleLowerCase('en');
  return Object.values(TransactionType).filter((type) => [type, TRANSACTION_TYPE_THAI[type]].some((name) => name.toLocaleLowerCase('en').includes(needle)));
}

export enum TransactionStatus {
  COMPLETED = 'Completed',
  PENDING = 'Pending',
  FAILED = 'Failed',
}

registerEnumType(TransactionType, { name: 'TransactionType', description: 'Deposit (amount > 0), Withdrawal (amount < 0) or Transfer.' });
registerEnumType(TransactionStatus, { name: 'TransactionStatus' });
