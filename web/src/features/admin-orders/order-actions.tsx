import { useState } from 'react';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { ORDER_STATUS_LABEL } from './order-labels';
import { OrderMoveDialog } from './order-move-dialog';
import { type StatusMove, statusMove } from './order-moves';

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

/** One button per move the server allows now (`staffMoves`); each asks in a dialog before it moves the order. */
export function OrderActions({ order: orderRef, onConflict }: OrderActionsProps) {
  const order = useFragment(OrderActionsFragment, orderRef);
  const [move, setMove] = useState<StatusMove | null>(null);
  if (order.staffMoves.length === 0) {
    return <p className="orders-muted">Nothing more to do: the order is {ORDER_STATUS_LABEL[order.status].toLowerCase()}.</p>;
  }
  return (
    <>
      <div className="order-actions" role="group" aria-label="Move this order">
        {order.staffMoves.map(statusMove).map((candidate) => (
          <button
            key={candidate.to}
            type="button"
            className={candidate.danger ? 'button button--ghost order-actions__danger' : 'button'}
            onClick={() => setMove(candidate)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      {move && <OrderMoveDialog number={order.number} from={order.status} move={move} onClose={() => setMove(null)} onConflict={onConflict} />}
    </>
  );
}
