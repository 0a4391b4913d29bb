import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { graphql } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatRobux, formatRobuxCount } from '../../lib/robux';
import { catalogueMessages } from './catalogue-messages';
import { EditPackageModal, type EditablePackage } from './edit-package-modal';
import { RecordActions } from './record-actions';

const DeleteRobuxPackageMutation = graphql(`
  mutation DeleteAdminRobuxPackage($id: Int!) {
    deleteRobuxPackage(id: $id)
  }
`);

/** One row of the packages table: picture, amount, price, Edit and Delete (after confirmation). */
export function RobuxPackageRow({ robuxPackage }: { robuxPackage: EditablePackage }) {
  const text = useMessages(catalogueMessages);
  const [editing, setEditing] = useState(false);
  const [deletePackage] = useMutation(DeleteRobuxPackageMutation);

  return (
    <tr>
      <td>
        <img
          className="catalogue-package-image"
          src={robuxPackage.imageUrl}
          alt={formatRobux(robuxPackage.amount)}
          onError={showPlaceholderOnError}
        />
      </td>
      <td>{formatRobuxCount(robuxPackage.amount)}</td>
      <td>{formatBaht(robuxPackage.price)}</td>
      <td>
        <RecordActions
          deleteQuestion={fill(text.confirmDeletePackage, { amount: formatRobux(robuxPackage.amount) })}
          onEdit={() => setEditing(true)}
          onDelete={() => deletePackage({ variables: { id: robuxPackage.id }, refetchQueries: ['AdminRobuxPackages'], awaitRefetchQueries: true })}
        />
        {editing && <EditPackageModal robuxPackage={robuxPackage} onClose={() => setEditing(false)} />}
      </td>
    </tr>
  );
}
