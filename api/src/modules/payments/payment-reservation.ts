import type { ClientBase } from 'pg';
import { PaymentNotSetUpError, ServiceUnavailableError } from '../common/errors.js';
import { CHECKOUT_ACCOUNT_EXISTS_SQL } from './checkout-account.js';

/** Advisory-lock space (any constant of ours) in which placements whose amounts could meet queue for them. */
const AMOUNT_LOCK_SPACE = 73_012_026;

/** The payment row as the reservation wrote it. */
export type ReservedPayment = Record<string, unknown>;

/** What a payment is for: an order (its total) or a wallet top-up (its amount). */
export type Payable = { orderId: number } | { topupId: number };

const SOURCES = {
  order: { table: 'customer_order', column: 'order_id', base: 'total' },
  topup: { table: 'wallet_topup', column: 'topup_id', base: 'amount' },
} as const;

/**
 * The order's total (or the top-up's amount) plus the fewest satang (0.01–0.99) that no payment still awaited
 * has, paid into the account active for checkout. Run after the statement that locked the base amount's
 * amounts (see reservePayment), so it sees every payment committed by placements of the same base before it.
 */
const reserveSql = ({ table, column, base }: (typeof SOURCES)[keyof typeof SOURCES]) => `
  insert into payment (${column}, amount, amount_offset, promptpay_id, receiver_name, receiver_bank, receiver_account_number, receiver_account_name)
  select o.id, o.${base} + free.satang / 100.0, free.satang / 100.0, m.promptpay_id, m.name, m.receiving_bank, m.account_number, m.account_name
    from ${table} o
    join payment_method m on m.active_for_checkout
    cross join lateral (
      select n as satang from generate_series(1, 99) as n
       where not exists (select 1 from payment p where p.awaiting and p.amount = o.${base} + n / 100.0)
       order by n limit 1
    ) free
   where o.id = $1
  returning *`;

/**
 * Gives a just-placed order (or top-up) its payment, in its transaction on `connection`. The amounts a base
 * can take (base + 0.01 … base + 0.99) lie within one or two whole baht; placements take a transaction-scoped
 * advisory lock on each of those baht, lowest first, so any two whose amounts could meet (the same base, or
 * bases less than ฿1 apart; orders and top-ups alike) take turns and never pick the same amount. A unique index
 * on the amounts awaited holds the rule in the database as well.
 */
export async function reservePayment(connection: ClientBase, payable: Payable): Promise<ReservedPayment> {
  const [kind, id] = 'orderId' in payable ? (['order', payable.orderId] as const) : (['topup', payable.topupId] as const);
  const source = SOURCES[kind];
  await connection.query({
    name: `lock-payment-amounts-${kind}`,
    text: `select pg_advisory_xact_lock($1, baht) from (
             select distinct floor(o.${source.base} + satang.n / 100.0)::int as baht
               from ${source.table} o, (values (1), (99)) as satang(n) where o.id = $2 order by baht
           ) amounts`,
    values: [AMOUNT_LOCK_SPACE, id],
  });
  const { rows } = await connection.query<ReservedPayment>({ name: `reserve-payment-${kind}`, text: reserveSql(source), values: [id] });
  if (rows.length) return rows[0];
  const { rows: [checkout] } = await connection.query<{ exists: boolean }>(CHECKOUT_ACCOUNT_EXISTS_SQL);
  if (!checkout.exists) throw new PaymentNotSetUpError(`The shop cannot take payments yet, so nothing was ${kind === 'order' ? 'ordered' : 'started'}. Please try again later or contact support.`);
  throw new ServiceUnavailableError(`Too many open payments of this amount right now; nothing was ${kind === 'order' ? 'ordered' : 'started'}. Please try again in a few minutes.`);
}
