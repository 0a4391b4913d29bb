import { bangkokDateOf } from './bangkok-time.js';
import type { Transaction } from './transaction.entity.js';

export const TRANSACTION_CSV_HEADER = ['id', 'date', 'type', 'amount', 'method', 'status', 'customer_email'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe; amounts are
 * written by us and stay plain numbers.
 */
function csvField(value: string | number, isText: boolean): string {
  const text = String(value);
  const safe = isText && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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

/** The whole file: header, then one line per transaction, CRLF line ends as RFC 4180 asks. */
export function transactionsCsv(rows: Transaction[]): string {
  return [TRANSACTION_CSV_HEADER.join(','), ...rows.map(transactionCsvRow)].map((line) => `${line}\r\n`).join('');
}
