import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../common/errors.js';
import { type MailOutbox, sqlIn } from '../mail/mail-outbox.js';
import { countTopupStatusChange } from '../operations/business-metrics.js';
import { LedgerAccountKind } from './ledger-account.entity.js';
import { LedgerTransferKind } from './ledger-transfer.entity.js';
import { postTransfer } from './ledger.js';
import { findTopupTransition, TOPUP_AWAITING_MONEY, type TopupStatus, TopupStatus as Status } from './topup-status.js';
import type { SystemNote } from '../orders/status-note.js';
import { queueWalletCreditedMail } from './wallet-mails.js';

export interface TopupChange {
  topupId: number;
  to: TopupStatus;
  actor: 'customer' | 'staff' | 'system';
  adminId?: number | null;
  /** Why staff sent the slip back: the gamer reads it as typed. */
  note?: string;
  /** What the shop itself notes on this change, worded by the gamer's client. */
  systemNote?: SystemNote;
}

/** The slip that proved the money, its latest (a slip sent back is followed by another). */
const LATEST_SLIP = '(select s.id from payment_slip s where s.payment_id = p.id order by s.id desc limit 1)';

/** The money came in: a deposit in the shop's history, and the amount paid credited to the wallet, once. */
async function creditWallet(tx: EntityManager, change: TopupChange): Promise<void> {
  const [topup] = await tx.execute<{ customer_id: number; payment_id: number; paid: string }[]>(
    'select t.customer_id, p.id as payment_id, p.amount::text as paid from wallet_topup t join payment p on p.topup_id = t.id where t.id = ?',
    [change.topupId],
  );
  await tx.execute(
    `insert into "transaction" (type, amount, method, status, occurred_at, customer_id, payment_slip_id, admin_id, reference)
     select 'Deposit', p.amount, 'PromptPay', 'Completed', now(), t.customer_id, ${LATEST_SLIP}, ?,
            coalesce((select s.sending_bank || ' ' || s.trans_ref from payment_slip s where s.id = ${LATEST_SLIP}), 'Wallet top-up ' || t.id)
       from wallet_topup t join payment p on p.topup_id = t.id where t.id = ?`,
    [change.adminId ?? null, change.topupId],
  );
  await postTransfer(tx, {
    key: `topup:${topup.payment_id}`,
    kind: LedgerTransferKind.TOPUP,
    amount: topup.paid,
    from: { shop: LedgerAccountKind.PROMPTPAY_CLEARING },
    to: { wallet: topup.customer_id },
    topupId: change.topupId,
    adminId: change.adminId,
  });
}

/**
 * The one way a top-up's status changes: the row locked, the move checked against TOPUP_TRANSITIONS, the wallet
 * credited when it becomes CREDITED, its amount freed once no payment is expected, the gamer's mail queued, all
 * in the caller's transaction. A move the table does not allow is a 409 naming the current status.
 */
export async function changeTopupStatus(tx: EntityManager, change: TopupChange, mail: MailOutbox): Promise<TopupStatus> {
  const [topup] = await tx.execute<{ status: TopupStatus }[]>('select status from wallet_topup where id = ? for update', [change.topupId]);
  const transition = findTopupTransition(topup.status, change.to, change.actor);
  if (!transition) {
    throw new ConflictError(`Top-up ${change.topupId} is ${topup.status}; it cannot become ${change.to}`);
  }
  if (change.to === Status.CREDITED) await creditWallet(tx, change);
  await tx.execute('update wallet_topup set status = ?, note = ?, note_code = ?, note_provider = ?, updated_at = now() where id = ?', [
    change.to,
    change.note ?? null,
    change.systemNote?.code ?? null,
    change.systemNote?.provider ?? null,
    change.topupId,
  ]);
  if (!TOPUP_AWAITING_MONEY.has(change.to)) await tx.execute('update payment set awaiting = false where topup_id = ? and awaiting', [change.topupId]);
  if (transition.mail) await queueWalletCreditedMail(sqlIn(tx), mail, change.topupId);
  countTopupStatusChange(tx, { from: topup.status, to: change.to, actor: change.actor });
  return topup.status;
}

/** Expires top-ups left unpaid past their time (SKIP LOCKED: safe when every instance sweeps at once). */
export async function expireOverdueTopups(em: EntityManager, mail: MailOutbox): Promise<number> {
  return em.transactional(async (tx) => {
    const due = await tx.execute<{ id: number }[]>(
      'select id from wallet_topup where status = ? and expires_at <= now() order by expires_at limit 100 for update skip locked',
      [Status.AWAITING_PAYMENT],
    );
    for (const { id } of due) await changeTopupStatus(tx, { topupId: id, to: Status.EXPIRED, actor: 'system' }, mail);
    return due.length;
  });
}
