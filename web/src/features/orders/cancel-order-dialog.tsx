import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorCode } from '../../lib/api-error';
import { asShopper } from '../../lib/apollo-client';
import { fill, useMessages } from '../../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { CancelMyOrderMutation, MyOrderQuery } from './order-operations';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelMyOrderMutation, {
    context: asShopper(token),
    // The answer is the whole order as its page shows it: the page updates without asking again.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyOrderQuery, variables: { number }, data: { order: data.cancelOrder } });
    },
  });

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

  return (
    <ConfirmDialog
      title={fill(t.cancelTitle, { number })}
      text={t.cancelText}
      failure={failure}
      backOutLabel={t.keepOrder}
      confirmLabel={loading ? t.cancelling : t.confirmCancel}
      confirmClassName="button button--danger"
      busy={loading}
      onClose={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
