import type { EntityManager } from '@mikro-orm/postgresql';
import { duplicateSlipsRefused, orderStatusChanges, ordersPlaced, paymentSlipDecisions, walletTransfers } from './metrics.js';

/**
 * Runs `count` once the transaction `tx` belongs to has committed, and never if it rolls back, so the counters say
 * what happened rather than what was tried. MikroORM gives each transaction's fork an event manager of its own
 * (as its own deletion handler relies on), so the subscriber lives and dies with this transaction.
 * A savepoint's commit is not the real one and fires no commit event: inside one, the change is counted at once.
 */
export function afterCommit(tx: EntityManager, count: () => void): void {
  const transaction = tx.getTransactionContext();
  if (!transaction || 'savepointName' in transaction) {
    count();
    return;
  }
  tx.getEventManager().registerSubscriber({ afterTransactionCommit: async () => count() });
}

/** A slip was in review: what the move out of PAYMENT_REVIEW says about it. */
function slipDecision(from: string, to: string, approvedStatus: string): 'approved' | 'rejected' | undefined {
  if (from !== 'PAYMENT_REVIEW') return undefined;
  return to === approvedStatus ? 'approved' : 'rejected';
}

/** Called right after the placement's transaction committed (order-placement.ts). */
export function countOrderPlaced(): void {
  ordersPlaced.inc();
}

/** An order's status change (order-transitions.ts), counted when its transaction commits. */
export function countOrderStatusChange(tx: EntityManager, change: { from: string; to: string; actor: string }): void {
  afterCommit(tx, () => {
    orderStatusChanges.inc({ to: change.to });
    const decision = slipDecision(change.from, change.to, 'PAID');
    if (decision) paymentSlipDecisions.inc({ decision, decided_by: change.actor, for: 'order' });
  });
}

/** A wallet top-up's status change (topup-transitions.ts): only the slip decisions are counted. */
export function countTopupStatusChange(tx: EntityManager, change: { from: string; to: string; actor: string }): void {
  const decision = slipDecision(change.from, change.to, 'CREDITED');
  if (decision) afterCommit(tx, () => paymentSlipDecisions.inc({ decision, decided_by: change.actor, for: 'topup' }));
}

/** A ledger transfer actually posted (not one whose key was posted before), counted when its transaction commits. */
export function countWalletTransfer(tx: EntityManager, kind: string): void {
  afterCommit(tx, () => walletTransfers.inc({ kind }));
}

/** The slip's transaction was refused by the unique bank reference: nothing to wait for. */
export function countDuplicateSlipRefused(): void {
  duplicateSlipsRefused.inc();
}
