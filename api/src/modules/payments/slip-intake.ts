import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../database/bound-query.js';
import { ConflictError } from '../common/errors.js';
import { countDuplicateSlipRefused } from '../operations/business-metrics.js';
import { warnOperators } from '../operations/request-context.js';
import { sqlIn } from '../mail/mail-outbox.js';
import { cleanImage } from '../uploads/image-storage.js';
import { type OpenPaymentLimits, refuseSlipOverLimit } from './open-payment-limits.js';
import type { PaymentSlip } from './payment-slip.entity.js';
import { readSlipReference, type SlipReference } from './slip-qr.js';
import type { SlipUploadLimits } from './slip-upload-limits.js';

/** What a slip is sent for; names it for the log. */
export interface SlipClaim {
  /**
   * Finds what is being paid (locked when `lock`) and refuses a slip it cannot take now (not the shopper's, not
   * awaiting payment, out of time); answers its id and its payment's.
   */
  find(em: EntityManager, lock: boolean): Promise<{ id: number; paymentId: number }>;
  /** Moves what is being paid (by the id `find` answered) to review, in the slip's transaction, after `find` locked it. */
  toReview(tx: EntityManager, id: number): Promise<unknown>;
  /** "RS-100001", "top-up 12". */
  label: string;
}

/** What every slip is held to, whatever it pays. */
export interface SlipIntakeSettings {
  maxImageBytes: number;
  uploads: SlipUploadLimits;
  openPayments: OpenPaymentLimits;
}

/**
 * Takes a shopper's slip for an order or a top-up. Everything cheap comes before the picture is touched: what is
 * paid must take a slip, the shopper may not have too many slips waiting, and each picture counts against the
 * shopper's upload allowance. Then a clean copy of the picture, and the bank and reference from its QR (read in a
 * worker thread). Then, in one transaction, the same checks with what is paid and the shopper locked, and the
 * slip, whose reference the database takes once (a unique constraint decides between slips sent at the same
 * moment, on any order or top-up). Answers the new slip's id.
 */
export async function takeSlip(em: EntityManager, customerId: number, bytes: Buffer | undefined, settings: SlipIntakeSettings, what: SlipClaim): Promise<number> {
  await what.find(em, false);
  await refuseSlipOverLimit(sqlIn(em), customerId, settings.openPayments, { lock: false });
  await settings.uploads.count(customerId);
  const { image, kind } = await cleanImage(bytes ?? Buffer.alloc(0), settings.maxImageBytes, 'slip');
  const reference = await readSlipReference(image);
  try {
    return await em.transactional(async (tx) => {
      await refuseSlipOverLimit(sqlIn(tx), customerId, settings.openPayments, { lock: true });
      const { id, paymentId } = await what.find(tx, true);
      await what.toReview(tx, id);
      // Bound, not through the unit of work, so the picture is never hex-encoded or compared on the event loop.
      const [slip] = await boundQuery<{ id: number }>(
        tx,
        `insert into payment_slip (payment_id, sending_bank, trans_ref, qr_payload, image, content_type)
         values (?, ?, ?, ?, ?, ?) returning id`,
        [paymentId, reference.sendingBank, reference.transRef, reference.qrPayload, image, kind.mimeType],
      );
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

/** The two review queues: orders and wallet top-ups in PAYMENT_REVIEW, each paid through one payment. */
export type ReviewKind = 'order' | 'topup';

const REVIEWED = { order: { table: 'customer_order', column: 'order_id' }, topup: { table: 'wallet_topup', column: 'topup_id' } } as const;

/**
 * Each order (or top-up) in review with the slip staff decide on, its payment's latest (a slip sent back is
 * followed by another), and when that slip came.
 */
export const waitingSlipsSql = (kind: ReviewKind) => `
  select x.id, s.id as slip_id, s.submitted_at
    from ${REVIEWED[kind].table} x
    join payment p on p.${REVIEWED[kind].column} = x.id
    join lateral (select id, submitted_at from payment_slip where payment_id = p.id order by id desc limit 1) s on true
   where x.status = 'PAYMENT_REVIEW'`;

/** One page of a review queue, the slip waiting longest first: which orders (or top-ups) and slips, and how many wait in all. */
export async function reviewQueuePage(em: EntityManager, kind: ReviewKind, page: { offset: number; limit: number }): Promise<{ entries: { id: number; slipId: number }[]; total: number }> {
  const [entries, [{ total }]] = await Promise.all([
    em.execute<{ id: number; slip_id: number }[]>(`${waitingSlipsSql(kind)} order by s.submitted_at, s.id limit ? offset ?`, [page.limit, page.offset]),
    em.execute<{ total: number }[]>(`select count(*)::int as total from (${waitingSlipsSql(kind)}) waiting`),
  ]);
  return { entries: entries.map((entry) => ({ id: entry.id, slipId: entry.slip_id })), total };
}

/** How long the slip waiting longest in each queue has waited, in seconds; 0 for an empty queue. */
export async function oldestWaitingSlips(em: EntityManager): Promise<Record<ReviewKind, number>> {
  const [row] = await em.execute<Record<ReviewKind, number>[]>(
    `select (select coalesce(extract(epoch from now() - min(submitted_at)), 0)::float8 from (${waitingSlipsSql('order')}) o) as "order",
            (select coalesce(extract(epoch from now() - min(submitted_at)), 0)::float8 from (${waitingSlipsSql('topup')}) t) as "topup"`,
  );
  return row;
}

/** A queue page's orders (or top-ups) and slips, loaded by id, paired again in the page's order. */
export function pairedInQueueOrder<T extends { id: number }>(entries: { id: number; slipId: number }[], payables: T[], slips: PaymentSlip[]): { payable: T; slip: PaymentSlip }[] {
  const payableOf = new Map(payables.map((payable) => [payable.id, payable]));
  const slipOf = new Map(slips.map((slip) => [slip.id, slip]));
  return entries.flatMap(({ id, slipId }) => {
    const payable = payableOf.get(id);
    const slip = slipOf.get(slipId);
    return payable && slip ? [{ payable, slip }] : [];
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
