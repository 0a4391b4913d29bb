import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { graphql } from '../../gql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { downloadImportTemplate, IMPORT_HEADER } from './import-template';
import { formatWholeNumber } from '../../lib/digits';

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

const listings = (count: number) => (count === 1 ? '1 listing' : `${formatWholeNumber(count)} listings`);
const rows = (count: number) => (count === 1 ? '1 row' : `${formatWholeNumber(count)} rows`);

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
    <Modal title="Import CSV" width={680} onClose={onClose}>
      {report ? (
        <div className="robux-import">
          <h3 className="robux-import__title">Import report</h3>
          <p className="robux-import__summary" role="status">
            {report.created.length === 0 ? 'No listings added.' : `${listings(report.created.length)} added: ${report.created.join(', ')}.`}
            {report.refused.length > 0 && ` ${rows(report.refused.length)} refused.`}
          </p>
          {report.refused.length > 0 && (
            <TableScroller label="Refused rows" className="robux-import__refused">
              <table className="admin-table">
                <caption className="visually-hidden">Refused rows</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">ID</th>
                    <th scope="col">Reason</th>
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
              Done
            </button>
            <button type="button" className="button button--ghost" onClick={startAgain}>
              Import another file
            </button>
          </div>
        </div>
      ) : (
        <form className="robux-import" noValidate onSubmit={(event) => void upload(event)}>
          <p className="robux-muted">
            One listing per row under the header <code className="robux-import__header">{IMPORT_HEADER}</code>. Robux, rate and acc_type are required; a row
            without username and password is added without a login (not for sale). Good rows are added; each refused row is listed with its reason.
          </p>
          <div className="admin-field">
            <label htmlFor={`${ids}-file`}>CSV file</label>
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
              Choose a CSV file to import.
            </p>
          )}
          <ErrorText error={error} prefix="The file was not imported" />
          <div className="robux-form__buttons">
            <button type="submit" className="button" disabled={loading} aria-busy={loading}>
              {loading ? 'Importing…' : 'Import'}
            </button>
            <button type="button" className="button button--ghost" onClick={downloadImportTemplate}>
              Download template
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
