import type { ClientBase } from 'pg';
import { PaymentNotSetUpError, ServiceUnavailableError } from '../common/errors.js';

/** Advisory-lock space (any constant of ours) in which placements of the same total queue for their amount. */
const AMOUNT_LOCK_SPACE = 73_012_026;

/** The payment row as the reservation wrote it. */
export type ReservedPayment = Record<string, unknown>;

/**
 * The order's total plus the fewest satang (0.01–0.99) that no payment still awaited has, paid into the
 * account active for checkout. Run after the statement that locked the total's amounts (see reservePayment),
 * so it sees every payment committed by placements of the same total before it.
 */
const RESERVE = `
  insert into payment (order_id, amount, amount_offset, promptpay_id, receiver_name)
  select o.id, o.total + free.satang / 100.0, free.satang / 100.0, m.promptpay_id, m.name
    from customer_order o
    join payment_method m on m.active_for_checkout
    cross join lateral (
      select n as satang from generate_series(1, 99) as n
       where not exists (select 1 from payment p where p.awaiting and p.amount = o.total + n / 100.0)
       order by n limit 1
    ) free
   where o.id = $1
  returning *`;

/**
 * Gives a just-placed order its payment, in the placement's transaction on `connection`. Placements of the
 * same total take turns (a transaction-scoped advisory lock on the total), so two of them never pick the same
 * amount; a unique index on the amounts awaited holds the rule in the database as well.
 */
export async function reservePayment(connection: ClientBase, orderId: number): Promise<ReservedPayment> {
  await connection.query({
    name: 'lock-payment-amounts',
    text: 'select pg_advisory_xact_lock($1, hashtext(total::text)) from customer_order where id = $2',
    values: [AMOUNT_LOCK_SPACE, orderId],
  });
  const { rows } = await connection.query<ReservedPayment>({ name: 'reserve-payment', text: RESERVE, values: [orderId] });
  if (rows.length) return rows[0];
  const { rows: active } = await connection.query('select 1 from payment_method where active_for_checkout');
  if (!active.length) throw new PaymentNotSetUpError('The shop cannot take payments yet, so no order was placed. Please try again later or contact support.');
  throw new ServiceUnavailableError('Too many open payments of this amount right now; nothing was ordered. Please try again in a few minutes.');
}
