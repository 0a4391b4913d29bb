import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { RejectPaymentMutation } from './payment-review-operations';

/** The most a reason may hold (the API's limit). */
const REASON_MAX_LENGTH = 500;

interface RejectPaymentDialogProps {
  number: string;
  onClose(): void;
  /** Rejected, or decided by someone else meanwhile: the queue should be asked again. */
  onDone(): void;
}

/** Sends a payment back with the reason the buyer reads (required); the order returns to awaiting payment, or expires. */
export function RejectPaymentDialog({ number, onClose, onDone }: RejectPaymentDialogProps) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [rejectPayment, { loading }] = useMutation(RejectPaymentMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setProblem(null);
    try {
      await rejectPayment({ variables: { number, reason: reason.trim() } });
      onDone();
    } catch (error) {
      setProblem(error);
      if (isConflict(error)) onDone();
    }
  }

  return (
    <Modal title={`Reject the payment of ${number}?`} onClose={onClose}>
      <form className="payment-review__reject" noValidate onSubmit={(event) => void submit(event)}>
        <p className="payment-review__muted">The order goes back to awaiting payment (or expires if its time has run out); the buyer reads your reason on its page.</p>
        <label className="admin-field" htmlFor={`${ids}-reason`}>
          <span>Reason (the buyer sees it)</span>
          <textarea
            id={`${ids}-reason`}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${ids}-missing` : undefined}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
        </label>
        {missing && (
          <p id={`${ids}-missing`} className="admin-error" role="alert">
            A reason is required: the buyer sees it on their order.
          </p>
        )}
        <ErrorText error={problem} prefix={isConflict(problem) ? 'Already decided' : 'Could not reject the payment'} />
        <div className="payment-review__buttons">
          <button type="submit" className="button button--danger" disabled={loading} aria-busy={loading}>
            {loading ? 'Rejecting…' : 'Reject payment'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Back
          </button>
        </div>
      </form>
    </Modal>
  );
}
