import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { adminMailMessages } from './admin-mail-messages';
import { MailTextQuery } from './mail-operations';

/** One mail's plain text as it was queued; a single-use link's code shows as [hidden] (it is never kept). */
export function MailTextDialog({ id, subject, onClose }: { id: number; subject: string; onClose(): void }) {
  const { data, error } = useQuery(MailTextQuery, { variables: { id } });
  const text = useMessages(adminMailMessages);
  return (
    <Modal title={subject} onClose={onClose} width={640}>
      <ErrorText error={error} prefix={text.couldNotLoadMail} />
      {data ? (
        <pre className="mail-log__text" tabIndex={0} role="group" aria-label={text.mailText}>
          {data.mailMessage.text}
        </pre>
      ) : (
        !error && <p role="status">{text.loadingMail}</p>
      )}
      <p className="mail-log__hint">{text.hiddenLinksHint}</p>
    </Modal>
  );
}
