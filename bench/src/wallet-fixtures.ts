/**
 * What the wallet benchmark pays with and for, written in SQL as the app writes it: orders awaiting payment
 * (api/src/modules/orders/order-placement.ts) and wallet credits posted on the ledger as a staff adjustment
 * (api/src/modules/wallet/ledger.ts, customer-wallets.service.ts).
 */
import type pg from 'pg';

/** `count` items outside the measured game, from the highest ids down: none the order benchmark stocked. */
export async function itemsForPayments(client: pg.Client, measuredCategoryId: number, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>('select id from item where category_id <> $1 order by id desc limit $2', [measuredCategoryId, count]);
  if (rows.length < count) throw new Error(`The wallet benchmark needs ${count} items outside the measured game; the database has ${rows.length}.`);
  return rows.map((row) => row.id);
}

/**
 * `count` orders awaiting payment for each customer, each of 1–3 units of that customer's item (with its line
 * and first timeline event, as placement writes them), due in an hour. Stock is left alone: paying takes none.
 * Answers each customer's order numbers in the order they were made.
 */
export async function createAwaitingOrders(
  client: pg.Client,
  buyers: { customerId: number; itemId: number; robloxUsername: string }[],
  count: number,
): Promise<Map<number, string[]>> {
  const { rows } = await client.query<{ customer_id: number; number: string }>(
    `with wanted as materialized (
       select nextval(pg_get_serial_sequence('customer_order', 'id'))::int as order_id,
              'RS-' || lpad(nextval('order_number_seq')::text, 6, '0') as number,
              b.customer_id, b.item_id, b.roblox_username, 1 + n % 3 as quantity
         from unnest($1::int[], $2::int[], $3::text[]) as b(customer_id, item_id, roblox_username), generate_series(1, $4::int) as n
        order by n, b.customer_id
     ),
     bought as (
       select w.*, i.price, i.name, c.name as game_name, i.rarity, i.delivery_method, i.delivery_instructions
         from wanted w join item i on i.id = w.item_id join category c on c.id = i.category_id
     ),
     new_orders as (
       insert into customer_order (id, number, customer_id, total, roblox_username, idempotency_key, cart_fingerprint, expires_at)
       select order_id, number, customer_id, price * quantity, roblox_username, gen_random_uuid(), md5(item_id || 'x' || quantity), now() + interval '1 hour'
         from bought
     ),
     new_lines as (
       insert into order_line (order_id, position, item_id, name, game_name, rarity, unit_price, quantity, line_total, delivery_method, delivery_instructions)
       select order_id, 1, item_id, name, game_name, rarity, price, quantity, price * quantity, delivery_method, delivery_instructions
         from bought
     ),
     first_events as (
       insert into order_event (order_id, from_status, to_status, actor, actor_id)
       select order_id, null, 'AWAITING_PAYMENT', 'customer', customer_id from bought
     )
     select customer_id, number from wanted order by order_id`,
    [buyers.map((b) => b.customerId), buyers.map((b) => b.itemId), buyers.map((b) => b.robloxUsername), count],
  );
  const numbers = new Map(buyers.map((b) => [b.customerId, [] as string[]]));
  for (const row of rows) numbers.get(row.customer_id)!.push(row.number);
  return numbers;
}

/**
 * Opens each customer's wallet with more than all their orders awaiting payment add up to (so no payment is
 * ever short), posted as the app posts a staff credit: a transfer from the shop's goodwill account under a
 * unique key, the wallet's entry carrying the balance it left, goodwill's entry none (the shop's accounts keep
 * no balance). Answers each customer's opening balance.
 */
export async function creditWallets(client: pg.Client, customerIds: number[]): Promise<Map<number, string>> {
  const { rows } = await client.query<{ customer_id: number; credited: string }>(
    `with owed as (
       select customer_id, sum(total) + 1000 as amount from customer_order
        where customer_id = any($1::int[]) and status = 'AWAITING_PAYMENT' group by customer_id
     ),
     goodwill as (select id from ledger_account where kind = 'GOODWILL' and customer_id is null),
     wallets as (
       insert into ledger_account (kind, customer_id, balance) select 'WALLET', customer_id, amount from owed
       returning id, customer_id, balance
     ),
     transfers as (
       insert into ledger_transfer (key, kind, amount, from_account_id, to_account_id, reason)
       select 'adjust:' || gen_random_uuid(), 'ADJUSTMENT', w.balance, g.id, w.id, 'Benchmark: wallet payments' from wallets w, goodwill g
       returning id, amount, from_account_id, to_account_id
     ),
     entries as (
       insert into ledger_entry (transfer_id, account_id, amount, balance_after)
       select id, from_account_id, -amount, null from transfers
       union all
       select id, to_account_id, amount, amount from transfers
     )
     select customer_id, balance::text as credited from wallets`,
    [customerIds],
  );
  if (rows.length !== customerIds.length) throw new Error(`Opened ${rows.length} wallets for ${customerIds.length} customers; each needs orders awaiting payment.`);
  return new Map(rows.map((row) => [row.customer_id, row.credited]));
}
