import type { EntityManager } from '@mikro-orm/postgresql';
import { BANGKOK_DAY_AFTER, BANGKOK_DAY_START } from '../transactions/bangkok-time.js';
import { TransactionStatus, TransactionType } from '../transactions/transaction.enums.js';
import { LedgerTransferKind } from './ledger-transfer.entity.js';

const { ORDER_PAYMENT, REFUND, TOPUP } = LedgerTransferKind;

/**
 * The one definition of revenue, as rows `f(at, revenue, deposits)` for reports to aggregate. Revenue is what
 * orders were paid, from a wallet or by PromptPay (the ledger's sale transfers), less what was refunded; a wallet
 * top-up is the gamer's money the shop holds for them, a customer deposit, never revenue (it becomes revenue when
 * an order is paid from the wallet). Demo transactions never reach the ledger, so they never count.
 */
export const MONEY_FLOWS_SQL = `
  select t.created_at as at,
         case t.kind when '${ORDER_PAYMENT}' then t.amount when '${REFUND}' then -t.amount else 0 end as revenue,
         case t.kind when '${TOPUP}' then t.amount else 0 end as deposits
    from ledger_transfer t
   where t.kind in ('${ORDER_PAYMENT}', '${REFUND}', '${TOPUP}')
  union all
  -- Orders paid before the ledger existed have no sale on it (their refund would have one): their PromptPay deposit was the sale.
  select x.occurred_at, x.amount, 0
    from "transaction" x
   where x.type = '${TransactionType.DEPOSIT}' and x.status = '${TransactionStatus.COMPLETED}' and x.order_id is not null and not x.demo
     and not exists (select 1 from ledger_transfer s where s.order_id = x.order_id and s.kind = '${ORDER_PAYMENT}')`;

/** Revenue and deposits of the `f` rows, each NUMERIC with two decimals ("0.00" when there are none). */
export const MONEY_FLOW_SUMS = 'coalesce(sum(f.revenue), 0)::numeric(20,2) as revenue, coalesce(sum(f.deposits), 0)::numeric(20,2) as deposits';

export interface MoneyFlowTotals {
  revenue: string;
  deposits: string;
}

/** Revenue and customer deposits between two Bangkok dates (both included; either may be open), in one statement. */
export async function moneyFlowTotals(em: EntityManager, days: { from?: string; to?: string }): Promise<MoneyFlowTotals> {
  const bounds = [days.from && `f.at >= ${BANGKOK_DAY_START}`, days.to && `f.at < ${BANGKOK_DAY_AFTER}`].filter(Boolean);
  const [totals] = await em.execute<MoneyFlowTotals[]>(
    `select ${MONEY_FLOW_SUMS} from (${MONEY_FLOWS_SQL}) f ${bounds.length ? `where ${bounds.join(' and ')}` : ''}`,
    [days.from, days.to].filter(Boolean),
  );
  return totals;
}
