import type { EntityManager } from '@mikro-orm/postgresql';
import { changeOrderStatus } from '../orders/order-transitions.js';
import { OrderStatus } from '../orders/order-status.js';
import type { SlipVerdict, SlipVerifier } from './slip-verifier.client.js';

/** What staff read beside the slip: the provider's verdict in one line. */
function verdictText(verdict: SlipVerdict): string {
  const text = verdict.outcome === 'CONFIRMED' ? `${verdict.provider} confirmed the transfer, its amount and the receiving account` : verdict.reason;
  return text.slice(0, 300);
}

/**
 * Asks the configured provider about a slip just sent (outside any transaction: a slow provider must not hold
 * the order's lock), then records its verdict on the slip and, when it confirms the amount and the receiving
 * account, pays the order as the shop itself. Anything short of a confirmation leaves the slip for staff, with
 * the provider's reason beside it. An order that moved meanwhile (staff decided first) is left as it is.
 */
export async function verifySlipAutomatically(em: EntityManager, verifier: SlipVerifier, slipId: number): Promise<void> {
  const [slip] = await em.execute<{ order_id: number; qr_payload: string; amount: string; promptpay_id: string; receiver_name: string }[]>(
    `select p.order_id, s.qr_payload, p.amount::text as amount, p.promptpay_id, p.receiver_name
       from payment_slip s join payment p on p.id = s.payment_id where s.id = ?`,
    [slipId],
  );
  const verdict = await verifier.verify({ payload: slip.qr_payload, amount: slip.amount, promptpayId: slip.promptpay_id, receiverName: slip.receiver_name });
  await em.transactional(async (tx) => {
    await tx.execute('update payment_slip set verification = ? where id = ?', [verdictText(verdict), slipId]);
    if (verdict.outcome !== 'CONFIRMED') return;
    const [order] = await tx.execute<{ status: OrderStatus; latest_slip: number }[]>(
      `select o.status, (select max(s.id) from payment_slip s where s.payment_id = p.id) as latest_slip
         from customer_order o join payment p on p.order_id = o.id where o.id = ? for update of o`,
      [slip.order_id],
    );
    if (order.status !== OrderStatus.PAYMENT_REVIEW || order.latest_slip !== slipId) return;
    await changeOrderStatus(tx, { orderId: slip.order_id, to: OrderStatus.PAID, actor: 'system', actorId: null, note: `Payment confirmed by ${verdict.provider}` });
  });
}
