import type { EntityManager } from '@mikro-orm/postgresql';
import type { SlipVerdict, SlipVerifier } from './slip-verifier.client.js';

/** What staff read beside the slip: the provider's verdict in one line. */
function verdictText(verdict: SlipVerdict): string {
  const text =
    verdict.outcome === 'CONFIRMED' ? `${verdict.provider} confirmed the transfer, its amount, its time and the receiving account: ${verdict.account}` : verdict.reason;
  return text.slice(0, 300);
}

/**
 * Asks the configured provider about a slip just taken (outside any transaction: a slow provider must not hold
 * a lock), then records its verdict on the slip and, when it confirms the amount, the time and the receiving account,
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
  const [slip] = await em.execute<{ qr_payload: string; amount: string; asked_at: Date; expires_at: Date }[]>(
    `select s.qr_payload, p.amount::text as amount, p.created_at as asked_at, coalesce(o.expires_at, t.expires_at) as expires_at
       from payment_slip s join payment p on p.id = s.payment_id
       left join customer_order o on o.id = p.order_id left join wallet_topup t on t.id = p.topup_id
      where s.id = ?`,
    [slipId],
  );
  const window = { opensAt: new Date(slip.asked_at), closesAt: new Date(slip.expires_at) };
  const verdict = await verifier.verify({ payload: slip.qr_payload, amount: slip.amount, window });
  await em.transactional(async (tx) => {
    await tx.execute('update payment_slip set verification = ? where id = ?', [verdictText(verdict), slipId]);
    if (verdict.outcome === 'CONFIRMED') await settle(tx, verdict.provider);
  });
}
