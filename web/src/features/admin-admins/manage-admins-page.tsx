import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { ROLE_LABELS } from '../admin-shell/screen-access';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { AddAdminModal } from './add-admin-modal';
import { type EditableAdmin, EditAdminModal } from './edit-admin-modal';
import { DeleteAdminMutation, ManageAdminsQuery } from './admin-operations';
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

  async function remove(id: number) {
    if (!window.confirm('Are you sure you want to delete this admin?')) return;
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
      title="Manage Admins"
      actions={
        <button type="button" className="button" onClick={() => setAdding(true)}>
          + Add Admin
        </button>
      }
    >
      <ErrorText error={error} prefix="Error fetching admins" />
      <ErrorText error={deleting.error} prefix="Error deleting admin" />
      <p className="manage-admins__notice" role="status">
        {notice}
      </p>
      <TableScroller label="Admins" className="admin-card">
        {loading && !data ? (
          <p className="manage-admins__status">Loading admins...</p>
        ) : admins.length === 0 ? (
          <p className="manage-admins__status">No admins found.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => (
                <tr key={admin.id}>
                  <td>{admin.id}</td>
                  <td>
                    {admin.name}
                    {admin.id === me.id && <span className="manage-admins__you"> (you)</span>}
                  </td>
                  <td className="manage-admins__email">{admin.email}</td>
                  <td>
                    <span className={`manage-admins__role manage-admins__role--${admin.role.toLowerCase()}`}>{ROLE_LABELS[admin.role]}</span>
                  </td>
                  <td>
                    <div className="manage-admins__actions">
                      <button
                        type="button"
                        className="button button--ghost manage-admins__edit"
                        aria-label={`Edit ${admin.email}`}
                        onClick={() => {
                          setNotice('');
                          setEditing(admin);
                        }}
                      >
                        Edit
                      </button>
                      {/* The server refuses it too; the button says so before anyone tries. */}
                      <button
                        type="button"
                        className="button button--danger manage-admins__delete"
                        aria-label={`Delete ${admin.email}`}
                        aria-describedby={admin.id === me.id ? ownDeleteReasonId : undefined}
                        disabled={deletingId !== null || admin.id === me.id}
                        onClick={() => void remove(admin.id)}
                      >
                        {deletingId === admin.id ? 'Deleting...' : 'Delete'}
                      </button>
                      {admin.id === me.id && (
                        <span id={ownDeleteReasonId} className="manage-admins__why">
                          You cannot delete your own account
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
            setNotice(`Saved the changes to ${saved.name} (${saved.email}).`);
            void refetch();
          }}
        />
      )}
    </AdminPage>
  );
}
