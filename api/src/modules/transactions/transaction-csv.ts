import { csvField } from '../common/csv.js';
import { bangkokDateOf } from './bangkok-time.js';
import type { Transaction } from './transaction.entity.js';

/** order_number tells a deposit that paid an order (revenue) from a wallet top-up (a customer deposit); demo marks a development shop's made-up rows. */
export const TRANSACTION_CSV_HEADER = ['id', 'date', 'type', 'amount', 'method', 'status', 'customer_email', 'order_number', 'demo'];

export function transactionCsvRow(row: Transaction): string {
  return [
    csvField(row.id, false),
    csvField(bangkokDateOf(row.occurredAt), false),
    csvField(row.type, false),
    csvField(row.amount, false),
    csvField(row.method, true),
    csvField(row.status, false),
    csvField(row.customer?.email ?? '', true),
    csvField(row.order?.number ?? '', false),
    csvField(row.demo ? 'demo' : '', false),
  ].join(',');
}

