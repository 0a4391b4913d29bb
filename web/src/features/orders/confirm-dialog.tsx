import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../components/use-dialog-focus';

interface ConfirmDialogProps {
  title: string;
  text: string;
  /** Why the last try failed, read out when it appears. */
  failure: string | null;
  backOutLabel: string;
  confirmLabel: string;
  confirmClassName: string;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}

/** A question about the order: nothing happens until the shopper confirms; Escape, the backdrop or the first button backs out. */
export function ConfirmDialog({ title, text, failure, backOutLabel, confirmLabel, confirmClassName, busy, onClose, onConfirm }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useDialogFocus(dialogRef, onClose, { initialFocus: '[data-autofocus]' });

  return createPortal(
    <div className="order-dialog">
      <div className="order-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="order-dialog__panel" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        {failure && (
          <p className="order-dialog__error" role="alert">
            {failure}
          </p>
        )}
        <div className="order-dialog__actions">
          <button type="button" className="button button--ghost" data-autofocus onClick={onClose}>
            {backOutLabel}
          </button>
          <button type="button" className={confirmClassName} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
