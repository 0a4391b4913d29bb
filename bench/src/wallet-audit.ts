/**
 * After the wallet runs: did every wallet lose exactly what its paid orders cost, and does the whole ledger
 * still add up? Written here rather than taken from the app (its own check is reconcileLedger in
 * api/src/modules/wallet/customer-wallets.service.ts), so a mistake in the app's check cannot hide one in its ledger.
 */
import type pg from 'pg';

export interface WalletAudit {
  wallets: number;
  /** Opening balances, added up. */
  credited: string;
  /** Orders of these customers now PAID, and what they cost. */
  paidOrders: number;
  paidTotal: string;
  /** 200 answers to pay-with-wallet, warm-ups included: each should have paid exactly one order. */
  paidAnswers: number;
  /** ORDER_PAYMENT transfers out of these wallets, added up. */
  charged: string;
  /** Balances now, added up, and what they should be (credited − paid total). */
  balance: string;
  expectedBalance: string;
  /** Wallets whose balance is not their opening balance less their paid orders' totals, or whose charges are not those totals. */
  walletsOff: number;
  /** No wallet off, and one order paid per 200. */
  balanced: boolean;
}

export interface LedgerReconciliation {
  wallets: number;
  transfers: number;
  /** Wallets whose balance is not the sum of their entries. */
  mismatchedWallets: number;
  /** Transfers that are not exactly two entries: −amount on the account paying, +amount on the account paid. */
  unbalancedTransfers: number;
  ok: boolean;
}

/** The wallets of `openingBalances` (customer id → balance when opened), checked against their customers' PAID orders. */
export async function auditWallets(client: pg.Client, openingBalances: Map<number, string>, paidAnswers: number): Promise<WalletAudit> {
  const { rows } = await client.query<{ wallets: number; credited: string; paid_orders: number; paid_total: string; charged: string; balance: string; expected: string; off: number }>(
    `with opened as (select * from unnest($1::int[], $2::numeric[]) as o(customer_id, credited)),
     paid as (
       select customer_id, count(*)::int as orders, sum(total) as total from customer_order
        where customer_id = any($1::int[]) and status = 'PAID' group by customer_id
     ),
     charged as (
       select a.customer_id, sum(t.amount) as total from ledger_transfer t join ledger_account a on a.id = t.from_account_id
        where a.customer_id = any($1::int[]) and t.kind = 'ORDER_PAYMENT' group by a.customer_id
     ),
     wallets as (
       select o.credited, a.balance, coalesce(p.orders, 0) as paid_orders, coalesce(p.total, 0) as paid_total, coalesce(c.total, 0) as charged
         from opened o left join ledger_account a on a.customer_id = o.customer_id and a.kind = 'WALLET'
              left join paid p on p.customer_id = o.customer_id left join charged c on c.customer_id = o.customer_id
     )
     select count(*)::int as wallets, sum(credited)::text as credited, sum(paid_orders)::int as paid_orders, sum(paid_total)::text as paid_total,
            sum(charged)::text as charged, sum(balance)::text as balance, (sum(credited) - sum(paid_total))::text as expected,
            count(*) filter (where balance is distinct from credited - paid_total or charged <> paid_total)::int as off
       from wallets`,
    [[...openingBalances.keys()], [...openingBalances.values()]],
  );
  const row = rows[0];
  return {
    wallets: row.wallets,
    credited: row.credited,
    paidOrders: row.paid_orders,
    paidTotal: row.paid_total,
    paidAnswers,
    charged: row.charged,
    balance: row.balance,
    expectedBalance: row.expected,
    walletsOff: row.off,
    balanced: row.off === 0 && row.paid_orders === paidAnswers,
  };
}

/** The whole ledger: every wallet's balance is the sum of its entries, and every transfer is two entries netting to zero. */
export async function reconcileLedger(client: pg.Client): Promise<LedgerReconciliation> {
  const { rows } = await client.query<{ wallets: number; transfers: number; mismatched: number; unbalanced: number }>(
    `select (select count(*)::int from ledger_account where kind = 'WALLET') as wallets,
            (select count(*)::int from ledger_transfer) as transfers,
            (select count(*)::int from ledger_account a
              left join (select account_id, sum(amount) as total from ledger_entry group by account_id) e on e.account_id = a.id
              where a.kind = 'WALLET' and a.balance is distinct from coalesce(e.total, 0)) as mismatched,
            (select count(*)::int from ledger_transfer t
              left join (select transfer_id, count(*) as entries, sum(amount) as net,
                                count(*) filter (where amount < 0) as debits, min(account_id) filter (where amount < 0) as debited,
                                min(amount) filter (where amount < 0) as debit, min(account_id) filter (where amount > 0) as credited,
                                min(amount) filter (where amount > 0) as credit
                           from ledger_entry group by transfer_id) e on e.transfer_id = t.id
              where e.entries is distinct from 2 or e.net <> 0 or e.debits <> 1
                 or e.debited is distinct from t.from_account_id or e.debit is distinct from -t.amount
                 or e.credited is distinct from t.to_account_id or e.credit is distinct from t.amount) as unbalanced`,
  );
  const row = rows[0];
  return {
    wallets: row.wallets,
    transfers: row.transfers,
    mismatchedWallets: row.mismatched,
    unbalancedTransfers: row.unbalanced,
    ok: row.mismatched === 0 && row.unbalanced === 0,
  };
}
