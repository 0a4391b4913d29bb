import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { InsufficientBalanceError, NotFoundError } from '../common/errors.js';
import { isAmountAbove } from '../common/money.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { idField, parseInput, type Untrusted } from '../common/validation.js';
import { Customer } from '../customer/customer.entity.js';
import { Order } from '../orders/order.entity.js';
import { Transaction } from '../transactions/transaction.entity.js';
import { LedgerAccountKind } from './ledger-account.entity.js';
import { LedgerTransferKind } from './ledger-transfer.entity.js';
import { lockedWalletBalance, postTransfer } from './ledger.js';
import { walletEntries, walletFigures } from './wallet.service.js';
import type { CustomerProfile, CustomerWallet, CustomerWalletPage, LedgerReconciliation } from './wallet.types.js';
import { adjustmentSchema, customerWalletFilterSchema } from './wallet.validation.js';

const RECENT = { orders: 10, entries: 20, transactions: 10 };

/** Staff reads of customers and their wallets (each recorded in the audit trail), hand adjustments, and reconciliation. */
export class CustomerWalletsService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
  ) {}

  /** Customers (newest first, optionally searched by name or e-mail) with their orders count and wallet figures. */
  async list(filterInput: Untrusted<{ search: string }> = {}, page: Untrusted<PageRequest> = {}): Promise<CustomerWalletPage> {
    await this.auth.authorize(Permission.VIEW_CUSTOMERS);
    const { search } = parseInput(customerWalletFilterSchema, filterInput);
    const { offset, limit } = parseInput(pageSchema, page);
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.em.execute<{ id: number; orders: number; balance: string; credited: string; total: number }[]>(
      `select c.id, (select count(*)::int from customer_order o where o.customer_id = c.id) as orders,
              coalesce(a.balance, 0)::numeric(14,2)::text as balance,
              coalesce((select sum(e.amount) from ledger_entry e where e.account_id = a.id and e.amount > 0), 0)::numeric(14,2)::text as credited,
              (count(*) over ())::int as total
         from customer c left join ledger_account a on a.customer_id = c.id
        where (?::text is null or c.name ilike ? or c.email ilike ?)
        order by c.id desc limit ? offset ?`,
      [pattern, pattern, pattern, limit, offset],
    );
    const customers = rows.length ? await this.em.find(Customer, { id: { $in: rows.map((row) => row.id) } }) : [];
    const byId = new Map(customers.map((customer) => [customer.id, customer]));
    await this.audit.recordRead({ action: 'view', entityType: 'CustomerWallet', after: { customerIds: rows.map((row) => row.id) } });
    return {
      customers: rows.map((row) => ({ customer: byId.get(row.id)!, ordersCount: row.orders, balance: row.balance, totalCredited: row.credited })),
      total: rows[0]?.total ?? 0,
      offset,
      limit,
    };
  }

  async profile(customerIdInput: unknown): Promise<CustomerProfile> {
    await this.auth.authorize(Permission.VIEW_CUSTOMERS);
    const id = parseInput(idField, customerIdInput);
    const customer = await this.em.findOne(Customer, { id });
    if (!customer) throw new NotFoundError(`Customer ${id} does not exist`);
    const [wallet, recentOrders, entries, recentTransactions] = await Promise.all([
      this.walletOf(customer),
      this.em.fork().find(Order, { customer: id }, { populate: ['lines', 'events', 'payment'], orderBy: { id: 'desc' }, limit: RECENT.orders }),
      walletEntries(this.em, id, 0, RECENT.entries),
      this.em.fork().find(Transaction, { customer: id }, { orderBy: { occurredAt: 'desc', id: 'desc' }, limit: RECENT.transactions }),
    ]);
    await this.audit.recordRead({ action: 'view', entityType: 'Customer', entityId: id });
    return { wallet, recentOrders, walletEntries: entries, recentTransactions };
  }

  /**
   * A credit (from goodwill) or a debit (back to goodwill) of a gamer's wallet by hand, with the reason they
   * read, in one transaction with the audit entry. A debit above the balance is refused; a retried request with
   * the same idempotency key posts nothing more.
   */
  async adjust(input: unknown): Promise<CustomerWallet> {
    const admin = await this.auth.authorize(Permission.MANAGE_WALLETS);
    const { customerId, amount, reason, idempotencyKey } = parseInput(adjustmentSchema, input);
    const customer = await this.em.findOne(Customer, { id: customerId });
    if (!customer) throw new NotFoundError(`Customer ${customerId} does not exist`);
    const key = `adjust:${idempotencyKey ?? randomUUID()}`;
    const wallet = { wallet: customerId };
    const goodwill = { shop: LedgerAccountKind.GOODWILL } as const;
    await this.em.transactional(async (tx) => {
      const balance = await lockedWalletBalance(tx, customerId);
      if (!amount.credit && isAmountAbove(amount.amount, balance)) {
        throw new InsufficientBalanceError(`The wallet holds ฿${balance}; a debit of ฿${amount.amount} would take it below zero. Nothing was changed.`);
      }
      const posted = await postTransfer(tx, {
        key,
        kind: LedgerTransferKind.ADJUSTMENT,
        amount: amount.amount,
        from: amount.credit ? goodwill : wallet,
        to: amount.credit ? wallet : goodwill,
        adminId: admin.id,
        reason,
      });
      if (posted) {
        await this.audit.record(tx, { action: 'adjust-wallet', entityType: 'Customer', entityId: customerId, before: { balance }, after: { amount: `${amount.credit ? '' : '-'}${amount.amount}`, reason, key } });
      }
    });
    return this.walletOf(customer);
  }

  /** A customer's orders count and wallet figures, as Personal Settings' card shows them. */
  private async walletOf(customer: Customer): Promise<CustomerWallet> {
    const [figures, [{ orders }]] = await Promise.all([
      walletFigures(this.em.fork(), customer.id),
      this.em.fork().execute<{ orders: number }[]>('select count(*)::int as orders from customer_order where customer_id = ?', [customer.id]),
    ]);
    return { customer, ordersCount: orders, balance: figures.balance, totalCredited: figures.totalCredited };
  }

  /** Proves the ledger adds up: each wallet's balance is the sum of its entries, and each transfer is two entries netting to zero. */
  async reconcile(): Promise<LedgerReconciliation> {
    await this.auth.authorize(Permission.MANAGE_WALLETS);
    return reconcileLedger(this.em);
  }
}

export async function reconcileLedger(em: EntityManager): Promise<LedgerReconciliation> {
  const [row] = await em.execute<{ wallets: number; mismatched: number[] | null; unbalanced: number; held: string }[]>(
    `select (select count(*)::int from ledger_account where kind = 'WALLET') as wallets,
            (select array_agg(a.id order by a.id) from ledger_account a
              where a.kind = 'WALLET' and a.balance <> coalesce((select sum(e.amount) from ledger_entry e where e.account_id = a.id), 0)) as mismatched,
            (select count(*)::int from (select t.id from ledger_transfer t left join ledger_entry e on e.transfer_id = t.id
              group by t.id having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0) bad) as unbalanced,
            (select coalesce(sum(balance), 0)::text from ledger_account where kind = 'WALLET') as held`,
  );
  const mismatchedWallets = row.mismatched ?? [];
  return { ok: mismatchedWallets.length === 0 && row.unbalanced === 0, wallets: row.wallets, mismatchedWallets, unbalancedTransfers: row.unbalanced, walletsTotal: row.held };
}
