import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../components/use-dialog-focus';
import { fill, useMessages } from '../../lib/i18n';
import { errorCode } from './api-error';
import { CancelMyOrderMutation, MyOrderQuery } from './order-operations';
import { asShopper } from '../../lib/apollo-client';
import { ordersMessages } from './orders-messages';

interface CancelOrderDialogProps {
  number: string;
  token: string;
  onClose(): void;
  onCancelled(): void;
  /** The shop refused (the order moved on meanwhile): the page should show its latest state. */
  onRefused(): void;
}

/** "Cancel order RS-…?": nothing happens until the shopper confirms; Escape or "Keep the order" backs out. */
export function CancelOrderDialog({ number, token, onClose, onCancelled, onRefused }: CancelOrderDialogProps) {
  const t = useMessages(ordersMessages);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelMyOrderMutation, {
    context: asShopper(token),
    // The answer is the whole order as its page shows it: the page updates without asking again.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyOrderQuery, variables: { number }, data: { order: data.cancelOrder } });
    },
  });
  useDialogFocus(dialogRef, onClose, { initialFocus: '[data-autofocus]' });

  async function confirm() {
    setFailure(null);
    try {
      await cancel({ variables: { number } });
      onCancelled();
    } catch (error) {
      const refused = errorCode(error) === 'CONFLICT';
      setFailure(refused ? t.cancelConflict : t.cancelFailed);
      if (refused) onRefused();
    }
  }

  return createPortal(
    <div className="order-dialog">
      <div className="order-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="order-dialog__panel" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{fill(t.cancelTitle, { number })}</h2>
        <p id={textId}>{t.cancelText}</p>
        {failure && (
          <p className="order-dialog__error" role="alert">
            {failure}
          </p>
        )}
        <div className="order-dialog__actions">
          <button type="button" className="button button--ghost" data-autofocus onClick={onClose}>
            {t.keepOrder}
          </button>
          <button type="button" className="button button--danger" disabled={loading} onClick={() => void confirm()}>
            {loading ? t.cancelling : t.confirmCancel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
