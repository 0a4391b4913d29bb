import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../common/errors.js';
import { countDuplicateSlipRefused } from '../operations/business-metrics.js';
import { warnOperators } from '../operations/request-context.js';
import { cleanImage } from '../uploads/image-storage.js';
import { PaymentSlip } from './payment-slip.entity.js';
import { readSlipReference, type SlipReference } from './slip-qr.js';

/** What a slip is sent for, checked and moved to review in the slip's transaction; names it for the log. */
export interface SlipClaim {
  /** Locks what is being paid, refuses a slip it cannot take, moves it to review; answers its payment's id. */
  claim(tx: EntityManager): Promise<number>;
  /** "RS-100001", "top-up 12". */
  label: string;
}

/**
 * Takes a slip for an order or a top-up. The slip is checked before anything is written: a clean copy of the
 * picture, and the bank and reference from its QR. Then, in one transaction, the claim (with what it pays
 * locked) and the slip, whose reference the database takes once (a unique constraint decides between slips
 * sent at the same moment, on any order or top-up). Answers the new slip's id.
 */
export async function takeSlip(em: EntityManager, bytes: Buffer | undefined, maxImageBytes: number, what: SlipClaim): Promise<number> {
  const { image, kind } = await cleanImage(bytes ?? Buffer.alloc(0), maxImageBytes, 'slip');
  const reference = await readSlipReference(image);
  try {
    return await em.transactional(async (tx) => {
      const paymentId = await what.claim(tx);
      const slip = tx.create(PaymentSlip, { payment: paymentId, ...reference, image, contentType: kind.mimeType });
      await tx.flush();
      return slip.id;
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    countDuplicateSlipRefused();
    await reportReusedSlip(em.fork(), what.label, reference);
    throw new ConflictError('This slip has already been used for a payment. Each transfer slip counts once; send the slip of this transfer.');
  }
}

/** The shopper is not told where a slip was used before (perhaps another shopper's order); the operators' log is. */
async function reportReusedSlip(em: EntityManager, label: string, reference: SlipReference): Promise<void> {
  const [first] = await em.execute<{ used_on: string }[]>(
    `select coalesce(o.number, 'top-up ' || p.topup_id) as used_on
       from payment_slip s join payment p on p.id = s.payment_id left join customer_order o on o.id = p.order_id
      where s.sending_bank = ? and s.trans_ref = ?`,
    [reference.sendingBank, reference.transRef],
  );
  warnOperators(`[payments] refused slip ${reference.sendingBank} ${reference.transRef} for ${label}: already used on ${first?.used_on ?? 'another payment'}`);
}

/**
 * What waits for staff in a review queue: each of `payables` (orders or top-ups) with its payment's latest slip
 * (a slip sent back is followed by another); one without a slip is left out.
 */
export async function withLatestSlips<T extends { payment: { id: number } | null }>(em: EntityManager, payables: T[]): Promise<{ payable: T; slip: PaymentSlip }[]> {
  const paymentIds = payables.flatMap((payable) => (payable.payment ? [payable.payment.id] : []));
  const slips = paymentIds.length ? await em.find(PaymentSlip, { payment: { $in: paymentIds } }, { orderBy: { id: 'asc' } }) : [];
  const latest = new Map(slips.map((slip) => [slip.payment.id, slip]));
  return payables.flatMap((payable) => {
    const slip = payable.payment && latest.get(payable.payment.id);
    return slip ? [{ payable, slip }] : [];
  });
}

/** Whether `slipId` is still its payment's latest slip (a slip sent back and followed by another is not). */
export async function isLatestSlip(tx: EntityManager, slipId: number): Promise<boolean> {
  const [row] = await tx.execute<{ latest: boolean }[]>(
    'select s.id = (select max(other.id) from payment_slip other where other.payment_id = s.payment_id) as latest from payment_slip s where s.id = ?',
    [slipId],
  );
  return row.latest;
}
