import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction, withPooledConnection } from '../../database/pooled-connection.js';
import { ANNOUNCE_CATALOGUE_CHANGE } from '../catalogue-cache/catalogue-cache.js';
import { ComingSoonError, ConflictError, OpenPaymentsLimitError, OutOfStockError, PriceChangedError, ValidationError } from '../common/errors.js';
import { sqlOnConnection } from '../mail/mail-outbox.js';
import { MailKind } from '../mail/mail.enums.js';
import { countOrderPlaced } from '../operations/business-metrics.js';
import { type OpenPaymentLimits, refuseOrderOverLimit } from '../payments/open-payment-limits.js';
import { reservePayment } from '../payments/payment-reservation.js';
import type { RobloxLookup } from '../roblox/roblox-users.client.js';
import { FOR_SALE_SQL } from '../robux-account/robux-account-sql.js';
import { RobuxAccountStatus } from '../robux-account/robux-account-status.js';
import { comingSoonProblem } from './coming-soon.js';
import { ACCOUNT_LINE_SQL, ROBUX_LINE_SQL } from './delivery-method.js';
import { mapOrder } from './order-details.js';
import { queueOrderMail } from './order-mails.js';
import type { OrderEffects } from './order-transitions.js';
import { Order } from './order.entity.js';
import type { CartLine, PlaceOrderInput } from './order.validation.js';
import { OrderStatus } from './order-status.js';

export interface Placement {
  /** With its lines and timeline. */
  order: Order;
  /** False when the idempotency key had already placed this order: the same order, nothing new. */
  created: boolean;
}

/** The Roblox user an order is delivered to: the name as given, and what Roblox said about it. */
export interface Receiver {
  username: string;
  lookup: RobloxLookup;
}

/** What a key was used for: the same key with another cart (or another username) is a client bug, refused. */
function cartFingerprint(lines: CartLine[], robloxUsername: string): string {
  const canonical = lines
    .map((line) => `${line.itemId ?? ''}|${line.packageId ?? ''}|${line.accountId ?? ''}|${line.quantity}|${line.gamepass ?? ''}`)
    .sort()
    .join(';');
  return createHash('sha256').update(`${robloxUsername.toLowerCase()}#${canonical}`).digest('hex');
}

const lineField = (index: number, field: string) => `lines.${index}.${field}`;

/**
 * The whole placement in one statement, so a transaction holds its connection for one round trip:
 * - `locked` takes the items' row locks in id order (as every writer of stock does), so no two orders deadlock;
 * - `taken` is the stock check: a conditional update takes a line's units only if they are all there, and never
 *   of a game marked "Soon" (shown in the store, not for sale yet);
 * - `claimed` reserves each Robux account the same way, only while it is for sale (FOR_SALE_SQL, as the listings
 *   read it: AVAILABLE, with a login to hand over): of two carts racing for one account, the second waits for the
 *   first's row lock, then finds it RESERVED and places nothing;
 * - the order is written only if every line was found and taken (`having`), with prices read here and now;
 * - the idempotency key's unique constraint decides, under any concurrency, which request places the order;
 * - stock taken changes catalogue answers, which is announced to every instance (on commit only).
 * Whenever no order comes back the caller rolls the transaction back, so stock taken for a cart that could
 * not be placed returns at once.
 */
const PLACE_ORDER = `
  with wanted as (
    select * from jsonb_to_recordset($1::jsonb) as w(position int, item_id bigint, package_id bigint, account_id text, quantity int, gamepass_id text)
  ),
  locked as materialized (
    select i.id from item i where i.id = any(array(select item_id from wanted)) order by i.id for update
  ),
  locked_accounts as materialized (
    select a.id from robux_account a where a.public_id = any(array(select account_id from wanted)) order by a.id for update
  ),
  taken as (
    update item i set stock = i.stock - w.quantity
      from wanted w, category c
     where i.id = any(array(select id from locked)) and i.id = w.item_id and c.id = i.category_id and not c.coming_soon and i.stock >= w.quantity
    returning w.position, i.id as item_id, null::int as robux_package_id, null::int as robux_account_id, null::text as account_public_id, i.name, i.name_th, c.name as game_name, i.rarity, null::int as robux_amount,
              i.price as unit_price, w.quantity, i.delivery_method, i.delivery_instructions, null::text as account_type, null::int as guarantee_days, null::text as gamepass_id, null::int as gamepass_price
  ),
  claimed as (
    update robux_account a set status = 'RESERVED', updated_at = now()
      from wanted w
     where a.id = any(array(select id from locked_accounts)) and a.public_id = w.account_id and ${FOR_SALE_SQL}
    returning w.position, null::bigint as item_id, null::int as robux_package_id, a.id as robux_account_id, a.public_id as account_public_id, ${ACCOUNT_LINE_SQL.name} as name,
              null::text as name_th, null::text as game_name, null::text as rarity, a.robux as robux_amount, a.price as unit_price, 1 as quantity, 'ACCOUNT_LOGIN' as delivery_method,
              null::text as delivery_instructions, a.account_type, a.guarantee_days::int, null::text as gamepass_id, null::int as gamepass_price
  ),
  bought as (
    select * from taken
    union all
    select * from claimed
    union all
    select w.position, null, p.id, null, null, ${ROBUX_LINE_SQL.name}, null, null, null, p.amount, p.price, w.quantity, 'GAMEPASS', null, null, null, w.gamepass_id, ${ROBUX_LINE_SQL.gamepassPrice}
      from wanted w join robux_package p on p.id = w.package_id
  ),
  new_order as (
    insert into customer_order (number, customer_id, total, roblox_username, roblox_user_id, roblox_display_name, idempotency_key, cart_fingerprint, expires_at)
    select 'RS-' || lpad(nextval('order_number_seq')::text, 6, '0'), $2, sum(unit_price * quantity), $3, $4, $5, $6, $7, now() + make_interval(mins => $8)
      from bought
    having count(*) = (select count(*) from wanted)
    on conflict (customer_id, idempotency_key) do nothing
    returning *
  ),
  new_lines as (
    insert into order_line (order_id, position, item_id, robux_package_id, robux_account_id, account_public_id, name, name_th, game_name, rarity, robux_amount, unit_price, quantity, line_total,
                            delivery_method, delivery_instructions, account_type, guarantee_days, gamepass_id, gamepass_price)
    select o.id, b.position, b.item_id, b.robux_package_id, b.robux_account_id, b.account_public_id, b.name, b.name_th, b.game_name, b.rarity, b.robux_amount, b.unit_price, b.quantity, b.unit_price * b.quantity,
           b.delivery_method, b.delivery_instructions, b.account_type, b.guarantee_days, b.gamepass_id, b.gamepass_price
      from new_order o, bought b
    returning *
  ),
  first_event as (
    insert into order_event (order_id, from_status, to_status, actor, actor_id) select id, null, $9, 'customer', customer_id from new_order
    returning *
  )
  select (select to_jsonb(o) || jsonb_build_object('total', o.total::text) from new_order o) as "order",
         (select jsonb_agg(to_jsonb(l) || jsonb_build_object('unit_price', l.unit_price::text, 'line_total', l.line_total::text)) from new_lines l) as lines,
         (select to_jsonb(e) from first_event e) as event,
         (select ${ANNOUNCE_CATALOGUE_CHANGE} where exists (select 1 from taken)) as announced`;

type Row = Record<string, unknown>;

interface PlacedRows {
  order: (Row & { id: number; total: string }) | null;
  lines: Row[] | null;
  event: Row | null;
}

/** Why a cart could not be placed (read after the rollback): a product no longer sold or not yet, too few units left, an account taken. */
async function unplaceableLine(em: EntityManager, lines: CartLine[]): Promise<Error | undefined> {
  const itemIds = lines.flatMap((line) => (line.itemId === undefined ? [] : [line.itemId]));
  const packageIds = lines.flatMap((line) => (line.packageId === undefined ? [] : [line.packageId]));
  const accountIds = lines.flatMap((line) => (line.accountId === undefined ? [] : [line.accountId]));
  const [items, packages, accounts] = await Promise.all([
    itemIds.length
      ? em.execute<{ id: number; name: string; stock: number; game_name: string; coming_soon: boolean }[]>(
          'select i.id, i.name, i.stock, c.name as game_name, c.coming_soon from item i join category c on c.id = i.category_id where i.id in (?)',
          [itemIds],
        )
      : [],
    packageIds.length ? em.execute<{ id: number }[]>('select id from robux_package where id in (?)', [packageIds]) : [],
    accountIds.length
      ? em.execute<{ public_id: string; status: string; for_sale: boolean }[]>(`select a.public_id, a.status, ${FOR_SALE_SQL} as for_sale from robux_account a where a.public_id in (?)`, [accountIds])
      : [],
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  const packageIdsFound = new Set(packages.map((row) => row.id));
  const accountById = new Map(accounts.map((row) => [row.public_id, row]));
  for (const [index, line] of lines.entries()) {
    if (line.accountId !== undefined) {
      const account = accountById.get(line.accountId);
      if (!account) return new ValidationError(`Robux account ${line.accountId} is no longer listed; remove it from the cart`, [{ field: lineField(index, 'accountId'), message: 'is no longer listed', reason: 'NOT_FOUND' }]);
      // Not for sale while nothing holds it: it has no login to hand over yet, so it is not listed either.
      if (!account.for_sale && account.status === RobuxAccountStatus.AVAILABLE) {
        return new ValidationError(`Robux account ${line.accountId} is not for sale; remove it from the cart and pick another account`, [{ field: lineField(index, 'accountId'), message: 'is not for sale', reason: 'NOT_FOUND' }]);
      }
      if (!account.for_sale) {
        return new OutOfStockError(`Robux account ${line.accountId} was just sold to someone else; remove it from the cart.`, [{ field: lineField(index, 'accountId'), message: 'was just sold', reason: 'OUT_OF_STOCK' }]);
      }
    }
    if (line.packageId !== undefined && !packageIdsFound.has(line.packageId)) {
      return new ValidationError(`Robux package ${line.packageId} is no longer sold; remove it from the cart`, [{ field: lineField(index, 'packageId'), message: 'is no longer sold', reason: 'NOT_FOUND' }]);
    }
    if (line.itemId === undefined) continue;
    const item = itemById.get(line.itemId);
    if (!item) return new ValidationError(`Item ${line.itemId} is no longer sold; remove it from the cart`, [{ field: lineField(index, 'itemId'), message: 'is no longer sold', reason: 'NOT_FOUND' }]);
    if (item.coming_soon) {
      return new ComingSoonError(`${comingSoonProblem(item.name, item.game_name)}. Remove it from the cart.`, [{ field: lineField(index, 'itemId'), message: 'is not for sale yet', reason: 'COMING_SOON' }]);
    }
    if (item.stock < line.quantity) {
      const left = item.stock === 0 ? 'it is out of stock' : `only ${item.stock} left`;
      return new OutOfStockError(`Not enough "${item.name}": ${left}. Lower the quantity or remove it.`, [{ field: lineField(index, 'quantity'), message: left, reason: 'OUT_OF_STOCK' }]);
    }
  }
  return undefined;
}

/** Robux are delivered through a gamepass the buyer makes: a Robux line without one cannot be placed. */
function requireGamepasses(lines: CartLine[]): void {
  const index = lines.findIndex((line) => line.packageId !== undefined && !line.gamepass);
  if (index < 0) return;
  throw new ValidationError('Robux are delivered through a gamepass: add the link of the gamepass you made', [{ field: lineField(index, 'gamepass'), message: 'is required for Robux', reason: 'REQUIRED' }]);
}

/** A rollback that carries no error: the cart could not be placed as it stands, and the caller finds out why. */
class Unplaced extends Error {}

/**
 * Places an order in one transaction: one statement (PLACE_ORDER), then its payment's amount. Anything
 * refused rolls all of it back (a shop with no account to pay into as well):
 * a line that is gone or short (named by reading the catalogue afterwards), a total other than the one the
 * shopper agreed to, or a key that placed an order already (then that order is the answer). An order of Robux
 * accounts alone has no receiver (needsRobloxUsername): its logins are the delivery.
 */
export async function placeOrder(
  em: EntityManager,
  customerId: number,
  input: PlaceOrderInput & { receiver: Receiver | null },
  { paymentMinutes, openPayments, mail, catalogue }: { paymentMinutes: number; openPayments: OpenPaymentLimits } & OrderEffects,
): Promise<Placement> {
  requireGamepasses(input.lines);
  const { receiver } = input;
  const fingerprint = cartFingerprint(input.lines, receiver?.username ?? '');
  const user = receiver?.lookup.status === 'FOUND' ? receiver.lookup.user : undefined;
  const wanted = input.lines.map((line, index) => ({
    position: index + 1,
    item_id: line.itemId ?? null,
    package_id: line.packageId ?? null,
    account_id: line.accountId ?? null,
    quantity: line.quantity,
    gamepass_id: line.gamepass ?? null,
  }));
  const values = [
    JSON.stringify(wanted),
    customerId,
    user?.name ?? receiver?.username ?? null,
    user?.id ?? null,
    user?.displayName ?? null,
    input.idempotencyKey,
    fingerprint,
    paymentMinutes,
    OrderStatus.AWAITING_PAYMENT,
  ];
  try {
    const placed = await withPooledConnection(em, (connection) =>
      inTransaction(connection, async () => {
        await refuseOrderOverLimit(sqlOnConnection(connection), customerId, openPayments);
        const { rows } = await connection.query<PlacedRows>({ name: 'place-order', text: PLACE_ORDER, values });
        const [{ order }] = rows;
        if (!order) throw new Unplaced();
        if (input.expectedTotal !== undefined && input.expectedTotal !== order.total) {
          throw new PriceChangedError(`Prices have changed since you looked: the total is now ฿${order.total}, not ฿${input.expectedTotal}. Review your cart and order again.`);
        }
        const payment = await reservePayment(connection, { orderId: order.id });
        await queueOrderMail(sqlOnConnection(connection), mail, order.id, MailKind.ORDER_PLACED);
        return { rows: rows[0], payment };
      }),
    );
    // Before the answer, so the shopper's next look at the store shows the stock this order took.
    if (placed.rows.lines!.some((line) => line.item_id !== null)) catalogue.forgetEverything();
    countOrderPlaced();
    return { order: mapOrder(em, { order: placed.rows.order!, lines: placed.rows.lines!, events: [placed.rows.event!], payment: placed.payment }), created: true };
  } catch (error) {
    // A retry of an order placed before is answered with it, even when that order filled the shopper's limit.
    if (error instanceof OpenPaymentsLimitError) return (await placedBefore(em, customerId, input.idempotencyKey, fingerprint)) ?? Promise.reject(error);
    if (!(error instanceof Unplaced)) throw error;
  }
  return (await placedBefore(em, customerId, input.idempotencyKey, fingerprint)) ?? refusal(em, input.lines);
}

/** The order this key placed already (perhaps a moment ago, in a request racing this one), if it did. */
async function placedBefore(em: EntityManager, customerId: number, idempotencyKey: string, fingerprint: string): Promise<Placement | undefined> {
  const existing = await em.fork().findOne(Order, { customer: customerId, idempotencyKey }, { populate: ['lines', 'events', 'payment'] });
  if (!existing) return undefined;
  if (existing.cartFingerprint !== fingerprint) {
    throw new ConflictError('This checkout key already placed an order for a different cart; start a new checkout');
  }
  return { order: existing, created: false };
}

async function refusal(em: EntityManager, lines: CartLine[]): Promise<never> {
  throw (
    (await unplaceableLine(em, lines)) ??
    // Short a moment ago, enough again now (an order was cancelled meanwhile): the shopper may simply retry.
    new OutOfStockError('Stock changed while your order was being placed; place it again.', [])
  );
}
