import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { graphql } from '../../gql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { downloadImportTemplate, IMPORT_HEADER } from './import-template';
import { formatWholeNumber } from '../../lib/digits';
import { fill, useMessages } from '../../lib/i18n';
import { importAccountsMessages } from './robux-import-reveal-messages';

export const ImportRobuxAccountsMutation = graphql(`
  mutation ImportRobuxAccounts($file: Upload!) {
    importRobuxAccounts(file: $file) {
      created
      refused {
        line
        id
        reason
      }
    }
  }
`);


interface ImportAccountsModalProps {
  onClose(): void;
  /** The file was read (whatever was refused): the list should be read again. */
  onImported(created: readonly string[]): void;
}

/**
 * Import CSV: a file chosen here goes up as a GraphQL upload; the server adds its good rows and names each row
 * it refused and why, which is shown row by row. A file it cannot read at all (a wrong header) is refused whole.
 */
export function ImportAccountsModal({ onClose, onImported }: ImportAccountsModalProps) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [importAccounts, { data, loading, error, reset }] = useMutation(ImportRobuxAccountsMutation);
  const report = data?.importRobuxAccounts;
  const text = useMessages(importAccountsMessages);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    try {
      const { data: answer } = await importAccounts({ variables: { file } });
      if (answer) onImported(answer.importRobuxAccounts.created);
    } catch {
      // Shown in the form from the mutation's own error.
    }
  }

  function startAgain() {
    reset();
    setFile(null);
  }

  return (
    <Modal title={text.title} width={680} onClose={onClose}>
      {report ? (
        <div className="robux-import">
          <h3 className="robux-import__title">{text.report}</h3>
          <p className="robux-import__summary" role="status">
            {report.created.length === 0
              ? text.noneAdded
              : fill(report.created.length === 1 ? text.addedOne : text.addedOther, { count: formatWholeNumber(report.created.length), ids: report.created.join(', ') })}
            {report.refused.length > 0 && fill(report.refused.length === 1 ? text.refusedOne : text.refusedOther, { count: formatWholeNumber(report.refused.length) })}
          </p>
          {report.refused.length > 0 && (
            <TableScroller label={text.refusedRows} className="robux-import__refused">
              <table className="admin-table">
                <caption className="visually-hidden">{text.refusedRows}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.line}</th>
                    <th scope="col">{text.id}</th>
                    <th scope="col">{text.reason}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.refused.map((refusal) => (
                    <tr key={refusal.line}>
                      <td>{refusal.line}</td>
                      <td>{refusal.id ?? '—'}</td>
                      <td className="robux-import__reason">{refusal.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
          <div className="robux-form__buttons">
            <button type="button" className="button" onClick={onClose}>
              {text.done}
            </button>
            <button type="button" className="button button--ghost" onClick={startAgain}>
              {text.importAnother}
            </button>
          </div>
        </div>
      ) : (
        <form className="robux-import" noValidate onSubmit={(event) => void upload(event)}>
          <p className="robux-muted">
            {text.introBefore} <code className="robux-import__header">{IMPORT_HEADER}</code>
            {text.introAfter}
          </p>
          <div className="admin-field">
            <label htmlFor={`${ids}-file`}>{text.csvFile}</label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={missingFile ? true : undefined}
              aria-describedby={missingFile ? `${ids}-file-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissingFile(false);
                reset();
              }}
            />
          </div>
          {missingFile && (
            <p id={`${ids}-file-error`} className="admin-error" role="alert">
              {text.chooseFile}
            </p>
          )}
          <ErrorText error={error} prefix={text.notImported} />
          <div className="robux-form__buttons">
            <button type="submit" className="button" disabled={loading} aria-busy={loading}>
              {loading ? text.importing : text.import}
            </button>
            <button type="button" className="button button--ghost" onClick={downloadImportTemplate}>
              {text.downloadTemplate}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {text.cancel}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
