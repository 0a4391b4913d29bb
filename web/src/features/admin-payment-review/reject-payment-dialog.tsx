import { type FormEvent, useId, useState } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { Modal } from '../admin-shell/ui/modal';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { paymentReviewMessages } from './payment-review-messages';
import { ReviewProblem } from './review-problem';

/** The most a reason may hold (the API's limit). */
const REASON_MAX_LENGTH = 500;

/** How the dialog speaks about what is rejected: an order's payment or a wallet top-up. */
interface RejectionWording {
  title: string;
  /** What happens to it, shown above the reason. */
  effect: string;
  /** Who reads the reason, e.g. 'buyer' or 'gamer'. */
  reader: string;
  /** Where they read it, e.g. 'their order'. */
  readWhere: string;
  submit: string;
}

interface RejectPaymentDialogProps {
  wording: RejectionWording;
  /** Sends the rejection with the trimmed reason; rejects as the mutation does. */
  reject(reason: string): Promise<unknown>;
  onClose(): void;
  /** Rejected, or decided by someone else meanwhile: the queue should be asked again. */
  onDone(): void;
}

/** Sends a payment back with the reason its payer reads (required). */
export function RejectPaymentDialog({ wording, reject, onClose, onDone }: RejectPaymentDialogProps) {
  const ids = useId();
  const text = useMessages(paymentReviewMessages);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setProblem(null);
    setSending(true);
    try {
      await reject(reason.trim());
      onDone();
    } catch (error) {
      setProblem(error);
      if (isConflict(error)) onDone();
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal title={wording.title} onClose={onClose}>
      <form className="payment-review__reject" noValidate onSubmit={(event) => void submit(event)}>
        <p className="payment-review__muted">{wording.effect}</p>
        <label className="admin-field" htmlFor={`${ids}-reason`}>
          <span>{fill(text.reasonLabel, { reader: wording.reader })}</span>
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
            {fill(text.reasonMissing, { reader: wording.reader, where: wording.readWhere })}
          </p>
        )}
        <ReviewProblem error={problem} prefix={isConflict(problem) ? text.alreadyDecided : text.rejectFailed} />
        <div className="payment-review__buttons">
          <button type="submit" className="button button--danger" disabled={sending} aria-busy={sending}>
            {sending ? text.rejecting : wording.submit}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {text.back}
          </button>
        </div>
      </form>
    </Modal>
  );
}
