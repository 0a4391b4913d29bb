import { useQuery } from '@apollo/client/react';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { MailTextQuery } from './mail-operations';

/** One mail's plain text as it was queued; a single-use link's code shows as [hidden] (it is never kept). */
export function MailTextDialog({ id, subject, onClose }: { id: number; subject: string; onClose(): void }) {
  const { data, error } = useQuery(MailTextQuery, { variables: { id } });
  return (
    <Modal title={subject} onClose={onClose} width={640}>
      <ErrorText error={error} prefix="Could not load the mail" />
      {data ? (
        <pre className="mail-log__text" tabIndex={0} role="group" aria-label="Mail text">
          {data.mailMessage.text}
        </pre>
      ) : (
        !error && <p role="status">Loading the mail…</p>
      )}
      <p className="mail-log__hint">Links that sign someone in are never stored: [hidden] marks where the link’s code was.</p>
    </Modal>
  );
}
