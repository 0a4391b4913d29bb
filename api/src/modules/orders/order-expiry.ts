import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { expireOverdueTopups } from '../wallet/topup-transitions.js';
import { changeOrderStatus, type OrderEffects } from './order-transitions.js';
import { OrderStatus } from './order-status.js';
import { StatusNoteCode } from './status-note.js';

const BATCH = 100;

/**
 * Expires orders left unpaid past their time, giving their stock back. SKIP LOCKED lets every app instance
 * run this at once: each takes the orders no other is handling, and one being paid or cancelled right now
 * (its row locked) is left for the next sweep, which will find it settled.
 */
export async function expireOverdueOrders(em: EntityManager, effects: OrderEffects): Promise<number> {
  return em.transactional(async (tx) => {
    const due = await tx.execute<{ id: number }[]>(
      'select id from customer_order where status = ? and expires_at <= now() order by expires_at limit ? for update skip locked',
      [OrderStatus.AWAITING_PAYMENT, BATCH],
    );
    for (const { id } of due) {
      await changeOrderStatus(tx, id, { to: OrderStatus.EXPIRED, actor: 'system', actorId: null, systemNote: { code: StatusNoteCode.NOT_PAID_IN_TIME } }, effects);
    }
    return due.length;
  });
}

export interface OrderExpiry {
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs` (and at once), until stopped; a failed sweep is logged and tried again next time. */
export function startOrderExpiry(orm: MikroORM, effects: OrderEffects, intervalMs: number, log: (message: string) => void): OrderExpiry {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = Promise.all([expireOverdueOrders(orm.em.fork(), effects), expireOverdueTopups(orm.em.fork(), effects.mail)])
      .then(([orders, topups]) => (orders || topups) && log(`Expired ${orders} unpaid order(s) and ${topups} unpaid top-up(s).`))
      .catch((error: Error) => log(`[orders] expiry sweep failed: ${error.message}`));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
