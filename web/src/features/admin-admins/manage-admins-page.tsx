import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { fill, useMessages } from '../../lib/i18n';
import { roleMessages } from '../admin-shell/admin-shell-messages';
import { screenMessages } from '../admin-shell/sidebar-links';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { AddAdminModal } from './add-admin-modal';
import { type EditableAdmin, EditAdminModal } from './edit-admin-modal';
import { DeleteAdminMutation, ManageAdminsQuery } from './admin-operations';
import { adminAdminsMessages } from './admin-admins-messages';
import './manage-admins.css';

/** /dashboard/manage-admins (Super Admin): the staff accounts, with add, edit and delete. */
export default function ManageAdminsPage() {
  const me = useCurrentAdmin();
  const { data, loading, error, refetch } = useQuery(ManageAdminsQuery, { fetchPolicy: 'network-only' });
  const [deleteAdmin, deleting] = useMutation(DeleteAdminMutation);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EditableAdmin | null>(null);
  const [notice, setNotice] = useState('');
  const ownDeleteReasonId = useId();
  const text = useMessages(adminAdminsMessages);
  const roles = useMessages(roleMessages);
  const title = useMessages(screenMessages)['manage-admins'];

  async function remove(id: number) {
    if (!window.confirm(text.confirmDelete)) return;
    setNotice('');
    setDeletingId(id);
    try {
      await deleteAdmin({ variables: { id } });
      await refetch();
    } catch {
      // Shown below the table from the mutation's own error.
    } finally {
      setDeletingId(null);
    }
  }

  const admins = data?.admins ?? [];
  return (
    <AdminPage
      title={title}
      actions={
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {text.addAdminButton}
        </button>
      }
    >
      <ErrorText error={error} prefix={text.errorFetching} />
      <ErrorText error={deleting.error} prefix={text.errorDeleting} />
      <p className="manage-admins__notice" role="status">
        {notice}
      </p>
      <TableScroller label={text.admins} className="admin-card">
        {loading && !data ? (
          <p className="manage-admins__status">{text.loading}</p>
        ) : admins.length === 0 ? (
          <p className="manage-admins__status">{text.empty}</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{text.id}</th>
                <th scope="col">{text.name}</th>
                <th scope="col">{text.email}</th>
                <th scope="col">{text.role}</th>
                <th scope="col">{text.actions}</th>
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => (
                <tr key={admin.id}>
                  <td>{admin.id}</td>
                  <td>
                    {admin.name}
                    {admin.id === me.id && <span className="manage-admins__you">{text.you}</span>}
                  </td>
                  <td className="manage-admins__email">{admin.email}</td>
                  <td>
                    <span className={`manage-admins__role manage-admins__role--${admin.role.toLowerCase()}`}>{roles[admin.role]}</span>
                  </td>
                  <td>
                    <div className="manage-admins__actions">
                      <button
                        type="button"
                        className="button button--ghost manage-admins__edit"
                        aria-label={fill(text.editAdminLabel, { email: admin.email })}
                        onClick={() => {
                          setNotice('');
                          setEditing(admin);
                        }}
                      >
                        {text.edit}
                      </button>
                      {/* The server refuses it too; the button says so before anyone tries. */}
                      <button
                        type="button"
                        className="button button--danger manage-admins__delete"
                        aria-label={fill(text.deleteAdminLabel, { email: admin.email })}
                        aria-describedby={admin.id === me.id ? ownDeleteReasonId : undefined}
                        disabled={deletingId !== null || admin.id === me.id}
                        onClick={() => void remove(admin.id)}
                      >
                        {deletingId === admin.id ? text.deleting : text.delete}
                      </button>
                      {admin.id === me.id && (
                        <span id={ownDeleteReasonId} className="manage-admins__why">
                          {text.cannotDeleteSelf}
                        </span>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableScroller>
      {adding && (
        <AddAdminModal
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void refetch();
          }}
        />
      )}
      {editing && (
        <EditAdminModal
          admin={editing}
          isSelf={editing.id === me.id}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(fill(text.savedChanges, { name: saved.name, email: saved.email }));
            void refetch();
          }}
        />
      )}
    </AdminPage>
  );
}
