import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, OutOfStockError, PriceChangedError, ValidationError } from '../common/errors.js';
import type { RobloxLookup } from '../roblox/roblox-users.client.js';
import { DeliveryMethod, gamepassPriceFor } from './delivery-method.js';
import type { CartLine, PlaceOrderInput } from './order.validation.js';
import { OrderStatus } from './order-status.js';

export interface Placement {
  orderId: number;
  /** False when the idempotency key had already placed this order: the same order, nothing new. */
  created: boolean;
}

interface NewLine {
  position: number;
  itemId: number | null;
  packageId: number | null;
  name: string;
  gameName: string | null;
  rarity: string | null;
  robuxAmount: number | null;
  unitPrice: string;
  quantity: number;
  deliveryMethod: DeliveryMethod;
  deliveryInstructions: string | null;
  gamepassId: string | null;
  gamepassPrice: number | null;
}

/** What a key was used for: the same key with another cart (or another username) is a client bug, refused. */
function cartFingerprint(lines: CartLine[], robloxUsername: string): string {
  const canonical = lines
    .map((line) => `${line.itemId ?? ''}|${line.packageId ?? ''}|${line.quantity}|${line.gamepass ?? ''}`)
    .sort()
    .join(';');
  return createHash('sha256').update(`${robloxUsername.toLowerCase()}#${canonical}`).digest('hex');
}

const lineField = (index: number, field: string) => `lines.${index}.${field}`;

/**
 * Takes one line's units off the shelf, or nothing at all: the conditional update is the stock check, so
 * two shoppers can never both take the last unit. Returns what the line copies from the item and its game.
 */
async function takeStock(tx: EntityManager, line: CartLine, index: number): Promise<Omit<NewLine, 'position' | 'gamepassId' | 'gamepassPrice'>> {
  const [taken] = await tx.execute<{ name: string; price: string; rarity: string; delivery_method: DeliveryMethod; delivery_instructions: string | null; game_name: string }[]>(
    `update item i set stock = i.stock - ? from category c
      where i.id = ? and c.id = i.category_id and i.stock >= ?
      returning i.name, i.price::text as price, i.rarity, i.delivery_method, i.delivery_instructions, c.name as game_name`,
    [line.quantity, line.itemId, line.quantity],
  );
  if (!taken) {
    const [item] = await tx.execute<{ name: string; stock: number }[]>('select name, stock from item where id = ?', [line.itemId]);
    if (!item) throw new ValidationError(`Item ${line.itemId} is no longer sold; remove it from the cart`, [{ field: lineField(index, 'itemId'), message: 'is no longer sold' }]);
    const left = item.stock === 0 ? 'it is out of stock' : `only ${item.stock} left`;
    throw new OutOfStockError(`Not enough "${item.name}": ${left}. Lower the quantity or remove it.`, [{ field: lineField(index, 'quantity'), message: left }]);
  }
  return {
    itemId: line.itemId!,
    packageId: null,
    name: taken.name,
    gameName: taken.game_name,
    rarity: taken.rarity,
    robuxAmount: null,
    unitPrice: taken.price,
    quantity: line.quantity,
    deliveryMethod: taken.delivery_method,
    deliveryInstructions: taken.delivery_instructions,
  };
}

async function packageLine(tx: EntityManager, line: CartLine, index: number): Promise<Omit<NewLine, 'position'>> {
  const [found] = await tx.execute<{ amount: number; price: string }[]>('select amount, price::text as price from robux_package where id = ?', [line.packageId]);
  if (!found) throw new ValidationError(`Robux package ${line.packageId} is no longer sold; remove it from the cart`, [{ field: lineField(index, 'packageId'), message: 'is no longer sold' }]);
  if (!line.gamepass) {
    throw new ValidationError('Robux are delivered through a gamepass: add the link of the gamepass you made', [{ field: lineField(index, 'gamepass'), message: 'is required for Robux' }]);
  }
  return {
    itemId: null,
    packageId: line.packageId!,
    name: `${found.amount.toLocaleString('en-US')} Robux`,
    gameName: null,
    rarity: null,
    robuxAmount: found.amount,
    unitPrice: found.price,
    quantity: line.quantity,
    deliveryMethod: DeliveryMethod.GAMEPASS,
    deliveryInstructions: null,
    gamepassId: line.gamepass,
    gamepassPrice: gamepassPriceFor(found.amount * line.quantity),
  };
}

const INSERT_ORDER = `
  insert into customer_order (number, customer_id, total, roblox_username, roblox_user_id, roblox_display_name, idempotency_key, cart_fingerprint, expires_at)
  values ('RS-' || lpad(nextval('order_number_seq')::text, 6, '0'), ?, 0, ?, ?, ?, ?, ?, now() + make_interval(mins => ?))
  on conflict (customer_id, idempotency_key) do nothing
  returning id`;

const LINE_COLUMNS = `(order_id, position, item_id, robux_package_id, name, game_name, rarity, robux_amount, unit_price, quantity, line_total,
  delivery_method, delivery_instructions, gamepass_id, gamepass_price)`;

/**
 * Places an order in one transaction: the order row first (the idempotency key's unique constraint
 * decides, under any concurrency, which request places it), then each item's stock in id order (so two
 * orders can never deadlock), the lines with prices read from the database, the total, and the first
 * event of the timeline. Anything refused rolls all of it back.
 */
export async function placeOrder(
  em: EntityManager,
  customerId: number,
  input: PlaceOrderInput & { robloxUsername: string },
  roblox: RobloxLookup,
  paymentMinutes: number,
): Promise<Placement> {
  const fingerprint = cartFingerprint(input.lines, input.robloxUsername);
  const placed = await em.transactional(async (tx) => {
    const user = roblox.status === 'FOUND' ? roblox.user : undefined;
    const [order] = await tx.execute<{ id: number }[]>(INSERT_ORDER, [
      customerId,
      user?.name ?? input.robloxUsername,
      user?.id ?? null,
      user?.displayName ?? null,
      input.idempotencyKey,
      fingerprint,
      paymentMinutes,
    ]);
    if (!order) return undefined;

    const indexed = input.lines.map((line, index) => ({ line, index }));
    const itemLines = indexed.filter(({ line }) => line.itemId !== undefined).sort((a, b) => a.line.itemId! - b.line.itemId!);
    const built = new Map<number, Omit<NewLine, 'position'>>();
    for (const { line, index } of itemLines) built.set(index, { ...(await takeStock(tx, line, index)), gamepassId: null, gamepassPrice: null });
    for (const { line, index } of indexed) if (line.packageId !== undefined) built.set(index, await packageLine(tx, line, index));

    const rows = input.lines.map((_, index) => ({ ...built.get(index)!, position: index + 1 }));
    await tx.execute(
      `insert into order_line ${LINE_COLUMNS} values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?::numeric, ?, ?::numeric * ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flatMap((row) => [
        order.id, row.position, row.itemId, row.packageId, row.name, row.gameName, row.rarity, row.robuxAmount, row.unitPrice, row.quantity,
        row.unitPrice, row.quantity, row.deliveryMethod, row.deliveryInstructions, row.gamepassId, row.gamepassPrice,
      ]),
    );
    const [{ total }] = await tx.execute<{ total: string }[]>(
      `update customer_order set total = (select sum(line_total) from order_line where order_id = ?) where id = ? returning total::text as total`,
      [order.id, order.id],
    );
    if (input.expectedTotal !== undefined && input.expectedTotal !== total) {
      throw new PriceChangedError(`Prices have changed since you looked: the total is now ฿${total}, not ฿${input.expectedTotal}. Review your cart and order again.`);
    }
    await tx.execute(`insert into order_event (order_id, from_status, to_status, actor, actor_id) values (?, null, ?, 'customer', ?)`, [order.id, OrderStatus.AWAITING_PAYMENT, customerId]);
    return order.id;
  });
  if (placed !== undefined) return { orderId: placed, created: true };

  // The key placed an order already (perhaps a moment ago, in a request racing this one).
  const [existing] = await em.execute<{ id: number; cart_fingerprint: string }[]>(
    'select id, cart_fingerprint from customer_order where customer_id = ? and idempotency_key = ?',
    [customerId, input.idempotencyKey],
  );
  if (existing.cart_fingerprint !== fingerprint) {
    throw new ConflictError('This checkout key already placed an order for a different cart; start a new checkout');
  }
  return { orderId: existing.id, created: false };
}
