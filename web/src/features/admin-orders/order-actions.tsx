import { useState } from 'react';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { adminOrdersMessages } from './admin-orders-messages';
import { OrderMoveDialog } from './order-move-dialog';
import { moveLabel, type StatusMove, statusMove } from './order-moves';
import { OrderProblem } from './order-problem';
import { useOrderMove } from './use-order-move';

export const OrderActionsFragment = graphql(`
  fragment OrderActions_order on Order {
    number
    status
    staffMoves {
      status
      needsReason
      withoutPayment
    }
  }
`);

interface OrderActionsProps {
  order: FragmentType<typeof OrderActionsFragment>;
  /** Reloads the order (after the server said it had moved on). */
  onConflict(): void;
}

/**
 * One button per move the server allows now (`staffMoves`, so a refunded order offers no Refund). A move that
 * needs no reason (delivery's steps) is made by its button at once; one that needs a reason opens a dialog for it.
 */
export function OrderActions({ order: orderRef, onConflict }: OrderActionsProps) {
  const order = useFragment(OrderActionsFragment, orderRef);
  const text = useMessages(adminOrdersMessages);
  const { send, sending } = useOrderMove(order.number);
  const [asking, setAsking] = useState<StatusMove | null>(null);
  const [moving, setMoving] = useState<StatusMove | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [done, setDone] = useState('');

  async function moveAtOnce(move: StatusMove) {
    setProblem(null);
    setDone('');
    setMoving(move);
    try {
      await send(move);
      setDone(fill(text.moved, { number: order.number, status: text[move.to] }));
    } catch (error) {
      setProblem(error);
      if (isConflict(error)) onConflict();
    } finally {
      setMoving(null);
    }
  }

  return (
    <>
      {order.staffMoves.length === 0 ? (
        <p className="orders-muted">{fill(text.nothingMore, { status: text[order.status].toLowerCase() })}</p>
      ) : (
        <div className="order-actions" role="group" aria-label={text.moveGroup}>
          {order.staffMoves.map(statusMove).map((candidate) => (
            <button
              key={candidate.to}
              type="button"
              className={candidate.danger ? 'button button--ghost order-actions__danger' : 'button'}
              disabled={sending}
              aria-busy={moving?.to === candidate.to || undefined}
              onClick={() => (candidate.needsReason ? setAsking(candidate) : void moveAtOnce(candidate))}
            >
              {moving?.to === candidate.to ? text.moving : moveLabel(candidate, text)}
            </button>
          ))}
        </div>
      )}
      <OrderProblem error={problem} prefix={isConflict(problem) ? text.changed : text.changeFailed} />
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {asking && <OrderMoveDialog number={order.number} from={order.status} move={asking} onClose={() => setAsking(null)} onConflict={onConflict} />}
    </>
  );
}
