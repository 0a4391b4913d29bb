import { csvField } from '../common/csv.js';
import { bangkokDateOf } from './bangkok-time.js';
import type { Transaction } from './transaction.entity.js';

export const TRANSACTION_CSV_HEADER = ['id', 'date', 'type', 'amount', 'method', 'status', 'customer_email'];

export function transactionCsvRow(row: Transaction): string {
  return [
    csvField(row.id, false),
    csvField(bangkokDateOf(row.occurredAt), false),
    csvField(row.type, false),
    csvField(row.amount, false),
    csvField(row.method, true),
    csvField(row.status, false),
    csvField(row.customer?.email ?? '', true),
  ].join(',');
}

