import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { graphql } from '../../gql';
import { formatBaht } from '../../lib/money';
import { ErrorText } from '../admin-shell/ui/error-text';
import { EditPackageModal, type EditablePackage } from './edit-package-modal';
import { BusyButton } from './form-fields';

const DeleteRobuxPackageMutation = graphql(`
  mutation DeleteAdminRobuxPackage($id: Int!) {
    deleteRobuxPackage(id: $id)
  }
`);

const robuxAmount = (amount: number) => amount.toLocaleString('en-US');

/** One row of the packages table: picture, amount, price, Edit and Delete (after confirmation). */
export function RobuxPackageRow({ robuxPackage }: { robuxPackage: EditablePackage }) {
  const [editing, setEditing] = useState(false);
  const [deletePackage, { loading: deleting }] = useMutation(DeleteRobuxPackageMutation);
  const [problem, setProblem] = useState<unknown>(null);

  async function remove() {
    if (!window.confirm(`Delete the ${robuxAmount(robuxPackage.amount)} Robux package?`)) return;
    setProblem(null);
    try {
      await deletePackage({ variables: { id: robuxPackage.id }, refetchQueries: ['AdminRobuxPackages'], awaitRefetchQueries: true });
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <tr>
      <td>
        <img
          className="catalogue-package-image"
          src={robuxPackage.imageUrl}
          alt={`${robuxAmount(robuxPackage.amount)} Robux`}
          onError={showPlaceholderOnError}
        />
      </td>
      <td>{robuxAmount(robuxPackage.amount)}</td>
      <td>{formatBaht(robuxPackage.price)}</td>
      <td>
        <div className="catalogue-actions">
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            Edit
          </button>
          <BusyButton type="button" className="button button--danger" busy={deleting} busyLabel="Deleting..." onClick={remove}>
            Delete
          </BusyButton>
        </div>
        <ErrorText error={problem} />
        {editing && <EditPackageModal robuxPackage={robuxPackage} onClose={() => setEditing(false)} />}
      </td>
    </tr>
  );
}
