import { type ObjectQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { moneyFlowTotals } from '../wallet/ledger-revenue.js';
import { BANGKOK_DAY_AFTER, BANGKOK_DAY_START, SHOP_TIME_ZONE } from './bangkok-time.js';
import { Transaction } from './transaction.entity.js';
import { TransactionType, typesNamed } from './transaction.enums.js';
import { type ParsedTransactionFilter, type TransactionFilter, transactionFilterSchema } from './transaction.validation.js';
import type { PaymentReport, TransactionPage } from './transaction.types.js';

const NEWEST_FIRST = { occurredAt: 'desc', id: 'desc' } as const;
/** Rows read at a time by the CSV export. */
const EXPORT_BATCH = 1_000;

/** Sums of NUMERIC(12,2) amounts, written with two decimals (also "0.00" when nothing was summed). */
const money = (expression: string) => `(${expression})::numeric(20,2)`;
const DAY = `to_char(t.occurred_at at time zone '${SHOP_TIME_ZONE}', 'YYYY-MM-DD')`;
const DEPOSITS = `coalesce(sum(t.amount) filter (where t.type = '${TransactionType.DEPOSIT}'), 0)`;
const WITHDRAWALS = `coalesce(sum(t.amount) filter (where t.type = '${TransactionType.WITHDRAWAL}'), 0)`;

interface DailyRow {
  day: string;
  deposits: string;
  withdrawals: string;
  net: string;
  total_deposits: string;
  total_withdrawals: string;
  balance: string;
  transaction_count: number;
  demo_count: number;
}

/** Listing, totals and export of transactions; all three read exactly the rows one filter selects. */
export class TransactionService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditTrail,
  ) {}

  /** One page, newest first, with customers: two SQL statements (rows with a join, and the count). */
  async page(filter: Untrusted<TransactionFilter> = {}, page: Untrusted<PageRequest> = {}): Promise<TransactionPage> {
    const where = this.whereOf(parseInput(transactionFilterSchema, filter));
    const { offset, limit } = parseInput(pageSchema, page);
    const [transactions, total] = await this.em.findAndCount(Transaction, where, { populate: ['customer'], orderBy: NEWEST_FIRST, offset, limit });
    return { transactions, total, offset, limit };
  }

  /**
   * Every matching transaction, newest first, with customers and orders, for the CSV export: checked and recorded
   * at once (customers' e-mails leave the shop in the file, so the audit trail records who took which
   * rows), then read in batches as the file is written.
   */
  async exportRows(input: Untrusted<TransactionFilter> = {}): Promise<AsyncIterable<Transaction[]>> {
    const filter = parseInput(transactionFilterSchema, input);
    const where = this.whereOf(filter);
    await this.audit.recordRead({ action: 'export', entityType: 'Transaction', after: { filter, rowCount: await this.em.count(Transaction, where) } });
    return this.batchesOf(where);
  }

  /** Keyset pages in NEWEST_FIRST order, each read by a fresh fork so no batch stays in memory. */
  private async *batchesOf(where: ObjectQuery<Transaction>): AsyncGenerator<Transaction[]> {
    let last: Transaction | undefined;
    for (;;) {
      const after: ObjectQuery<Transaction> = last
        ? { $and: [where, { $or: [{ occurredAt: { $lt: last.occurredAt } }, { occurredAt: last.occurredAt, id: { $lt: last.id } }] }] }
        : where;
      const batch = await this.em.fork().find(Transaction, after, { populate: ['customer', 'order'], orderBy: NEWEST_FIRST, limit: EXPORT_BATCH });
      if (batch.length) yield batch;
      if (batch.length < EXPORT_BATCH) return;
      last = batch.at(-1);
    }
  }

  /**
   * Deposits, withdrawals, balance and count, overall and per Bangkok day, in one SQL statement:
   * rows are grouped by day and every row also carries the overall totals (a window over the groups).
   * Revenue and customer deposits are the ledger's over the same dates (a second statement): a sale paid from
   * a wallet or a refund moves no transaction row, so no transaction filter but the dates applies to them.
   */
  async report(input: Untrusted<TransactionFilter> = {}): Promise<PaymentReport> {
    const filter = parseInput(transactionFilterSchema, input);
    const rows: DailyRow[] = await this.em
      .createQueryBuilder(Transaction, 't')
      .select([
        raw(`${DAY} as day`),
        raw(`${money(DEPOSITS)} as deposits`),
        raw(`${money(WITHDRAWALS)} as withdrawals`),
        raw(`${money(`${DEPOSITS} + ${WITHDRAWALS}`)} as net`),
        raw(`${money(`sum(${DEPOSITS}) over ()`)} as total_deposits`),
        raw(`${money(`sum(${WITHDRAWALS}) over ()`)} as total_withdrawals`),
        raw(`${money(`sum(${DEPOSITS} + ${WITHDRAWALS}) over ()`)} as balance`),
        raw('(sum(count(*)) over ())::int as transaction_count'),
        raw('(sum(count(*) filter (where t.demo)) over ())::int as demo_count'),
      ])
      .where(this.whereOf(filter))
      .groupBy(raw(DAY))
      .orderBy({ [raw(DAY)]: 'asc' })
      .execute('all', false);
    const totals = rows[0];
    const ledger = await moneyFlowTotals(this.em, filter);
    return {
      revenue: ledger.revenue,
      customerDeposits: ledger.deposits,
      demoTransactionCount: totals?.demo_count ?? 0,
      totalDeposits: totals?.total_deposits ?? '0.00',
      totalWithdrawals: totals?.total_withdrawals ?? '0.00',
      balance: totals?.balance ?? '0.00',
      transactionCount: totals?.transaction_count ?? 0,
      daily: rows.map((row) => ({ date: row.day, deposits: row.deposits, withdrawals: row.withdrawals, net: row.net })),
    };
  }

  private whereOf(filter: ParsedTransactionFilter): ObjectQuery<Transaction> {
    const conditions: ObjectQuery<Transaction>[] = [];
    // Bangkok midnights, worked out by PostgreSQL; comparing the bare column keeps its index usable.
    if (filter.from) conditions.push({ occurredAt: { $gte: raw(BANGKOK_DAY_START, [filter.from]) } });
    if (filter.to) conditions.push({ occurredAt: { $lt: raw(BANGKOK_DAY_AFTER, [filter.to]) } });
    if (filter.type) conditions.push({ type: filter.type });
    if (filter.status) conditions.push({ status: filter.status });
    if (filter.search) conditions.push({ type: { $in: typesNamed(filter.search) } });
    return conditions.length ? { $and: conditions } : {};
  }
}
