import type { EntityManager } from '@mikro-orm/postgresql';
import type { SlipVerdict, SlipVerifier } from './slip-verifier.client.js';

/** What staff read beside the slip: the provider's verdict in one line. */
function verdictText(verdict: SlipVerdict): string {
  const text = verdict.outcome === 'CONFIRMED' ? `${verdict.provider} confirmed the transfer, its amount and the receiving account` : verdict.reason;
  return text.slice(0, 300);
}

/**
 * Asks the configured provider about a slip just taken (outside any transaction: a slow provider must not hold
 * a lock), then records its verdict on the slip and, when it confirms the amount and the receiving account,
 * lets `settle` pay what the slip was for as the shop itself (`settle` locks it and leaves it alone if it moved
 * on meanwhile, e.g. staff decided first). Anything short of a confirmation leaves the slip for staff, with the
 * provider's reason beside it.
 */
export async function verifySlipAutomatically(
  em: EntityManager,
  verifier: SlipVerifier,
  slipId: number,
  settle: (tx: EntityManager, provider: string) => Promise<void>,
): Promise<void> {
  const [slip] = await em.execute<{ qr_payload: string; amount: string; promptpay_id: string; receiver_name: string }[]>(
    `select s.qr_payload, p.amount::text as amount, p.promptpay_id, p.receiver_name
       from payment_slip s join payment p on p.id = s.payment_id where s.id = ?`,
    [slipId],
  );
  const verdict = await verifier.verify({ payload: slip.qr_payload, amount: slip.amount, promptpayId: slip.promptpay_id, receiverName: slip.receiver_name });
  await em.transactional(async (tx) => {
    await tx.execute('update payment_slip set verification = ? where id = ?', [verdictText(verdict), slipId]);
    if (verdict.outcome === 'CONFIRMED') await settle(tx, verdict.provider);
  });
}
