import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { graphql } from '../../gql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { Modal } from '../admin-shell/ui/modal';
import { ORDER_STATUS_LABEL } from './order-labels';
import { moveText, noteOf, type StatusMove } from './order-moves';
import type { OrderStatus } from '../../gql/graphql';

/** The order comes back with everything its page shows that a move changes. */
export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($number: String!, $status: OrderStatus!, $note: String, $reason: String) {
    setOrderStatus(number: $number, status: $status, note: $note, reason: $reason) {
      number
      status
      staffMoves {
        status
        needsReason
        withoutPayment
      }
      updatedAt
      ...OrderTimeline_order
    }
  }
`);

/** The most a note may hold, and a reason for marking paid with no payment recorded (the API's limits). */
const NOTE_MAX_LENGTH = 500;
const WITHOUT_PAYMENT_REASON_MAX_LENGTH = 300;

interface OrderMoveDialogProps {
  number: string;
  from: OrderStatus;
  move: StatusMove;
  onClose(): void;
  /** The order moved on meanwhile: its page should show where it is now. */
  onConflict(): void;
}

/**
 * Asks before an order moves: a reason (required, the buyer sees it) for cancelling, refunding, sending back to
 * payment and marking paid with no payment recorded (which the server takes from a Super Admin only), an
 * optional note otherwise. A refusal shows the server's own words.
 */
export function OrderMoveDialog({ number, from, move, onClose, onConflict }: OrderMoveDialogProps) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [setOrderStatus, { loading }] = useMutation(SetOrderStatusMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (move.needsReason && !noteOf(note)) {
      setReasonMissing(true);
      return;
    }
    setProblem(null);
    try {
      await setOrderStatus({
        variables: { number, status: move.to, ...moveText(move, note) },
        // The list's rows and chip counts are out of date now; it asks again when next shown.
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
          cache.gc();
        },
      });
      onClose();
    } catch (error) {
      setProblem(error);
      if (isConflict(error)) onConflict();
    }
  }

  const conflict = isConflict(problem);
  const fieldLabel = move.needsReason ? 'Reason (the buyer sees it)' : 'Note (optional)';
  return (
    <Modal title={`${move.label}?`} onClose={onClose}>
      <form className="order-move" noValidate onSubmit={submit}>
        <p className="order-move__what">
          Order <strong>{number}</strong>: {ORDER_STATUS_LABEL[from]} → <strong>{ORDER_STATUS_LABEL[move.to]}</strong>
        </p>
        <p className="orders-muted">{move.effect}</p>
        <label className="admin-field" htmlFor={`${ids}-note`}>
          <span>{fieldLabel}</span>
          <textarea
            id={`${ids}-note`}
            rows={3}
            maxLength={move.withoutPayment ? WITHOUT_PAYMENT_REASON_MAX_LENGTH : NOTE_MAX_LENGTH}
            required={move.needsReason}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? `${ids}-missing` : undefined}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              if (noteOf(event.target.value)) setReasonMissing(false);
            }}
          />
        </label>
        {reasonMissing && (
          <p id={`${ids}-missing`} className="admin-error" role="alert">
            A reason is required: the buyer sees it on their order.
          </p>
        )}
        <ErrorText error={problem} prefix={conflict ? 'The order has changed' : 'Could not change the status'} />
        {conflict && <p className="orders-muted">Its page now shows where it is; close this and choose again.</p>}
        <div className="order-move__buttons">
          <button type="submit" className={move.danger ? 'button button--danger' : 'button'} disabled={loading || conflict} aria-busy={loading}>
            {loading ? 'Saving…' : move.label}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Back
          </button>
        </div>
      </form>
    </Modal>
  );
}
