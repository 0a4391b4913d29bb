import type { EntityManager } from '@mikro-orm/postgresql';
import { Payment } from '../payments/payment.entity.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';
import { slipWaitingSql } from './slip-waiting.js';

type Row = Record<string, unknown>;

/** An order's rows as PostgreSQL gives them, money as text (as pg reads numeric): the order, its lines, its timeline, its payment. */
export interface OrderRows {
  order: Row;
  lines: Row[];
  events: Row[];
  payment: Row | null;
}

/** An order's entities from its rows (what placement wrote, or ORDER_DETAILS read), without MikroORM building a query. */
export function mapOrder(em: EntityManager, rows: OrderRows): Order {
  const order = em.map(Order, rows.order);
  order.lines.hydrate(rows.lines.map((line) => em.map(OrderLine, line)).sort((a, b) => a.position - b.position));
  order.events.hydrate(rows.events.map((event) => em.map(OrderEvent, event)).sort((a, b) => a.id - b.id));
  order.payment = rows.payment && em.map(Payment, rows.payment);
  return order;
}

/**
 * One order with its lines, timeline and payment in one statement; to_jsonb would turn money into floats, so it
 * is text. The order's computed column (Order.slipWaiting) is added, as MikroORM would load it.
 */
const ORDER_DETAILS = (where: string) => `
  select to_jsonb(o) || jsonb_build_object('total', o.total::text, 'slip_waiting', ${slipWaitingSql('o')}) as "order",
         coalesce((select jsonb_agg(to_jsonb(l) || jsonb_build_object('unit_price', l.unit_price::text, 'line_total', l.line_total::text))
                     from order_line l where l.order_id = o.id), '[]') as lines,
         coalesce((select jsonb_agg(to_jsonb(e)) from order_event e where e.order_id = o.id), '[]') as events,
         (select to_jsonb(p) || jsonb_build_object('amount', p.amount::text, 'amount_offset', p.amount_offset::text)
            from payment p where p.order_id = o.id) as payment
    from customer_order o where ${where}`;

/**
 * An order as its buyer sees it (lines, timeline, payment), by number, of the buyer's when `customerId` is given;
 * undefined when there is none. One round trip and no query building: this is the answer to every shopper's
 * order request, and the order page asks again while the order is open.
 */
export async function findOrderDetails(em: EntityManager, which: { number: string; customerId?: number }): Promise<Order | undefined> {
  const [rows] = await (which.customerId === undefined
    ? em.execute<OrderRows[]>(ORDER_DETAILS('o.number = ?'), [which.number])
    : em.execute<OrderRows[]>(ORDER_DETAILS('o.number = ? and o.customer_id = ?'), [which.number, which.customerId]));
  return rows && mapOrder(em, rows);
}
