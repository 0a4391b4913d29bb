import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ValidationError } from '../common/errors.js';
import { findTransition, type OrderActor, type OrderStatus, OrderStatus as Status, RETURNS_STOCK } from './order-status.js';

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  actor: OrderActor;
  actorId: number | null;
  note?: string;
}

export interface AppliedChange {
  number: string;
  from: OrderStatus;
  to: OrderStatus;
}

/** SQL for each way a status change touches the order's items: `l` is the order's units per item. */
const ITEM_EFFECTS: { applies: (to: OrderStatus) => boolean; set: string }[] = [
  { applies: (to) => RETURNS_STOCK.has(to), set: 'stock = i.stock + l.quantity' },
  { applies: (to) => to === Status.PAID, set: 'sold_count = i.sold_count + l.quantity' },
  // Every way to REFUNDED passes through PAID, which counted the units.
  { applies: (to) => to === Status.REFUNDED, set: 'sold_count = greatest(i.sold_count - l.quantity, 0)' },
];

const ORDER_UNITS = 'select item_id, sum(quantity)::int as quantity from order_line where order_id = ? and item_id is not null group by item_id';

async function applyItemEffects(tx: EntityManager, orderId: number, to: OrderStatus): Promise<void> {
  const effects = ITEM_EFFECTS.filter((effect) => effect.applies(to));
  if (!effects.length) return;
  // Locked in id order first, as placement takes them, so a restock and a placement cannot deadlock.
  await tx.execute(`select id from item where id in (select item_id from order_line where order_id = ?) order by id for update`, [orderId]);
  for (const effect of effects) await tx.execute(`update item i set ${effect.set} from (${ORDER_UNITS}) l where i.id = l.item_id`, [orderId]);
}

/**
 * The one way an order's status changes: the row is locked, the move checked against ORDER_TRANSITIONS for
 * this actor, its side effects applied (stock back exactly once, units sold) and the event written, all in
 * the caller's transaction. An illegal move is a 409 naming the current status.
 */
export async function changeOrderStatus(tx: EntityManager, change: StatusChange): Promise<AppliedChange> {
  const [order] = await tx.execute<{ number: string; status: OrderStatus }[]>('select number, status from customer_order where id = ? for update', [change.orderId]);
  const transition = findTransition(order.status, change.to, change.actor);
  if (!transition) {
    throw new ConflictError(`Order ${order.number} is ${order.status}; it cannot become ${change.to}${change.actor === 'customer' ? ' now' : ''}`);
  }
  if (transition.needsReason && change.actor === 'staff' && !change.note) {
    throw new ValidationError(`Say why the order becomes ${change.to}: the buyer sees the reason`, [{ field: 'note', message: 'is required for this change' }]);
  }
  await applyItemEffects(tx, change.orderId, change.to);
  await tx.execute('update customer_order set status = ?, updated_at = now() where id = ?', [change.to, change.orderId]);
  await tx.execute('insert into order_event (order_id, from_status, to_status, actor, actor_id, note) values (?, ?, ?, ?, ?, ?)', [
    change.orderId,
    order.status,
    change.to,
    change.actor,
    change.actorId,
    change.note ?? null,
  ]);
  return { number: order.number, from: order.status, to: change.to };
}
