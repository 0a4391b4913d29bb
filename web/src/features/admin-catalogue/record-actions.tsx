import { useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { catalogueMessages } from './catalogue-messages';
import { BusyButton } from './form-fields';

interface RecordActionsProps {
  /** Asked with window.confirm before anything is deleted. */
  deleteQuestion: string;
  onEdit: () => void;
  /** Deletes the record (and reloads its list); a rejection is shown under the buttons. */
  onDelete: () => Promise<unknown>;
}

/** Edit and Delete of one catalogue record: Delete asks first, reads 'Deleting...' while it runs and shows the server's refusal. */
export function RecordActions({ deleteQuestion, onEdit, onDelete }: RecordActionsProps) {
  const text = useMessages(catalogueMessages);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  async function remove() {
    if (!window.confirm(deleteQuestion)) return;
    setProblem(null);
    setDeleting(true);
    try {
      await onDelete();
    } catch (error) {
      setProblem(error);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <div className="catalogue-actions">
        <button type="button" className="button button--ghost" onClick={onEdit}>
          {text.edit}
        </button>
        <BusyButton type="button" className="button button--danger" busy={deleting} busyLabel={text.deleting} onClick={remove}>
          {text.delete}
        </BusyButton>
      </div>
      <ErrorText error={problem} />
    </>
  );
}
