import { type FormEvent, useId, useState } from 'react';
import type { OrderStatus } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { Modal } from '../admin-shell/ui/modal';
import { adminOrdersMessages } from './admin-orders-messages';
import { moveEffect, moveLabel, noteOf, type StatusMove } from './order-moves';
import { OrderProblem } from './order-problem';
import { useOrderMove } from './use-order-move';

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
 * Asks the reason of a move that needs one (the buyer sees it): cancelling, refunding, sending back to payment
 * and marking paid with no payment recorded (which the server takes from a Super Admin only).
 */
export function OrderMoveDialog({ number, from, move, onClose, onConflict }: OrderMoveDialogProps) {
  const ids = useId();
  const text = useMessages(adminOrdersMessages);
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const { send, sending } = useOrderMove(number);
  const label = moveLabel(move, text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!noteOf(note)) {
      setReasonMissing(true);
      return;
    }
    setProblem(null);
    try {
      await send(move, note);
      onClose();
    } catch (error) {
      setProblem(error);
      if (isConflict(error)) onConflict();
    }
  }

  const conflict = isConflict(problem);
  return (
    <Modal title={fill(text.dialogTitle, { action: label })} onClose={onClose}>
      <form className="order-move" noValidate onSubmit={submit}>
        <p className="order-move__what">{fill(text.dialogWhat, { number, from: text[from], to: text[move.to] })}</p>
        <p className="orders-muted">{moveEffect(move, text)}</p>
        <label className="admin-field" htmlFor={`${ids}-note`}>
          <span>{text.reasonLabel}</span>
          <textarea
            id={`${ids}-note`}
            rows={3}
            maxLength={move.withoutPayment ? WITHOUT_PAYMENT_REASON_MAX_LENGTH : NOTE_MAX_LENGTH}
            required
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
            {text.reasonMissing}
          </p>
        )}
        <OrderProblem error={problem} prefix={conflict ? text.changed : text.changeFailed} />
        {conflict && <p className="orders-muted">{text.changedAdvice}</p>}
        <div className="order-move__buttons">
          <button type="submit" className={move.danger ? 'button button--danger' : 'button'} disabled={sending || conflict} aria-busy={sending}>
            {sending ? text.moving : label}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {text.back}
          </button>
        </div>
      </form>
    </Modal>
  );
}
