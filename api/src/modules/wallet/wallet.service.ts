import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestAuth } from '../auth/request-auth.js';
import { ConflictError, InsufficientBalanceError, NotFoundError } from '../common/errors.js';
import { isAmountAbove } from '../common/money.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import type { Order } from '../orders/order.entity.js';
import { findOrderDetails } from '../orders/order-details.js';
import { changeLockedOrderStatus, lockOrder, type OrderEffects } from '../orders/order-transitions.js';
import { OrderStatus } from '../orders/order-status.js';
import { StatusNoteCode } from '../orders/status-note.js';
import { orderNumberSchema } from '../orders/order.validation.js';
import { lockedWalletBalance } from './ledger.js';
import type { Wallet, WalletEntry } from './wallet.types.js';
import { TOPUP_MAX, TOPUP_MIN } from './wallet.validation.js';

const baht = (amount: string) => `฿${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** A wallet's balance, everything ever credited to it, and how many entries it has; zeros for a customer without one. */
export async function walletFigures(em: EntityManager, customerId: number): Promise<{ balance: string; totalCredited: string; entries: number }> {
  const [row] = await em.execute<{ balance: string; total_credited: string; entries: number }[]>(
    `select coalesce(a.balance, 0)::numeric(14,2)::text as balance,
            coalesce((select sum(e.amount) from ledger_entry e where e.account_id = a.id and e.amount > 0), 0)::numeric(14,2)::text as total_credited,
            (select count(*)::int from ledger_entry e where e.account_id = a.id) as entries
       from (select 1) one left join ledger_account a on a.customer_id = ?`,
    [customerId],
  );
  return { balance: row.balance, totalCredited: row.total_credited, entries: row.entries };
}

/** A page of a customer's wallet movements, newest first. */
export async function walletEntries(em: EntityManager, customerId: number, offset: number, limit: number): Promise<WalletEntry[]> {
  const rows = await em.execute<{ amount: string; balance_after: string; kind: WalletEntry['kind']; ref: string; reason: string | null; at: Date }[]>(
    `select e.amount::text as amount, e.balance_after::text as balance_after, t.kind, t.key as ref, t.reason, e.created_at as at
       from ledger_entry e join ledger_account a on a.id = e.account_id join ledger_transfer t on t.id = e.transfer_id
      where a.customer_id = ? order by e.id desc limit ? offset ?`,
    [customerId, limit, offset],
  );
  return rows.map((row) => ({ amount: row.amount, balanceAfter: row.balance_after, kind: row.kind, ref: row.ref, reason: row.reason, at: new Date(row.at) }));
}

/** A gamer's own wallet: what is in it, its history, and paying an order from it. */
export class WalletService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly effects: OrderEffects,
  ) {}

  async mine(page: Untrusted<PageRequest> = {}): Promise<Wallet> {
    const customerId = await this.auth.customerId();
    const { offset, limit } = parseInput(pageSchema, page);
    const figures = await walletFigures(this.em, customerId);
    return {
      balance: figures.balance,
      totalCredited: figures.totalCredited,
      total: figures.entries,
      offset,
      limit,
      entries: await walletEntries(this.em, customerId, offset, limit),
      topupMin: TOPUP_MIN,
      topupMax: TOPUP_MAX,
    };
  }

  /**
   * Pays one of the gamer's orders awaiting payment from their wallet, at once: with the order and then the
   * wallet locked, the balance checked, the transfer `order:<number>:pay` posted and the order PAID, in one
   * transaction. A second request for the same order finds it PAID (409) and charges nothing.
   */
  async payOrder(numberInput: unknown): Promise<Order> {
    const customerId = await this.auth.customerId();
    const { number } = parseInput(orderNumberSchema, { number: numberInput });
    await this.em.transactional(async (tx) => {
      const order = await lockOrder(tx, { number, customerId });
      if (!order) throw new NotFoundError(`You have no order ${number}`);
      if (order.status !== OrderStatus.AWAITING_PAYMENT) throw new ConflictError(`Order ${number} is ${order.status}; nothing was charged`);
      if (order.expired) throw new ConflictError(`Order ${number} ran out of time to be paid; nothing was charged. Place the order again.`);
      const balance = await lockedWalletBalance(tx, customerId);
      if (isAmountAbove(order.total, balance)) {
        throw new InsufficientBalanceError(`Your wallet holds ${baht(balance)}, less than this order's ${baht(order.total)}; nothing was charged. Top up, or pay by PromptPay.`);
      }
      await changeLockedOrderStatus(tx, order, { to: OrderStatus.PAID, actor: 'customer', actorId: customerId, systemNote: { code: StatusNoteCode.PAID_FROM_WALLET }, paidFromWallet: true }, this.effects);
    });
    return (await findOrderDetails(this.em.fork(), { number }))!;
  }
}
