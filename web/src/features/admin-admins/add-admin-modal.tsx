import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import type { AdminRole } from '../../gql/graphql';
import { ROLE_LABELS } from '../admin-shell/screen-access';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { RegisterAdminMutation } from './admin-operations';

/** The role choices in the spec's order; Admin is the default. */
const ROLE_CHOICES: AdminRole[] = ['ADMIN', 'SUPER_ADMIN', 'EDITOR'];
const EMPTY_FORM = { name: '', email: '', password: '', role: 'ADMIN' as AdminRole };

/**
 * 'Add New Admin' (400 px wide). The form lives only while the modal is open, so after a success (or Cancel)
 * the next opening starts empty with the role back at Admin.
 */
export function AddAdminModal({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const [form, setForm] = useState(EMPTY_FORM);
  const [register, { loading, error }] = useMutation(RegisterAdminMutation);
  const change = (field: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await register({ variables: { input: { name: form.name.trim(), email: form.email.trim(), password: form.password, role: form.role } } });
    } catch {
      return; // The mutation's error is shown in the form.
    }
    onAdded();
  }

  return (
    <Modal title="Add New Admin" width={400} onClose={onClose}>
      <form className="add-admin-form" onSubmit={submit}>
        <label className="admin-field">
          <span>Name</span>
          <input name="name" required autoComplete="off" value={form.name} onChange={change('name')} />
        </label>
        <label className="admin-field">
          <span>Email</span>
          <input name="email" type="email" required autoComplete="off" value={form.email} onChange={change('email')} />
        </label>
        <label className="admin-field">
          <span>Password</span>
          <input name="password" type="password" required autoComplete="new-password" value={form.password} onChange={change('password')} />
        </label>
        <label className="admin-field">
          <span>Role</span>
          <select name="role" value={form.role} onChange={change('role')}>
            {ROLE_CHOICES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <ErrorText error={error} prefix="Error adding admin" />
        <div className="add-admin-form__buttons">
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Adding...' : 'Add Admin'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
