import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminRole, UpdateAdminInput } from '../../gql/graphql';
import { useMessages } from '../../lib/i18n';
import { Modal } from '../admin-shell/ui/modal';
import { adminAdminsMessages } from './admin-admins-messages';
import { AdminForm, type AdminFormValues } from './admin-form';
import { UpdateAdminMutation } from './admin-operations';

export interface EditableAdmin {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
}

/** Only what the form changed: a blank password keeps the current one. */
function changesOf(admin: EditableAdmin, form: AdminFormValues): UpdateAdminInput {
  const name = form.name.trim();
  return {
    ...(name !== admin.name ? { name } : {}),
    ...(form.role !== admin.role ? { role: form.role } : {}),
    ...(form.password !== '' ? { password: form.password } : {}),
  };
}

interface EditAdminModalProps {
  admin: EditableAdmin;
  /** The signed-in admin is editing their own account. */
  isSelf: boolean;
  onClose(): void;
  onSaved(admin: EditableAdmin): void;
}

/** 'Edit Admin': a staff member's name, role and password, with the add dialog's fields and checks (the server decides). */
export function EditAdminModal({ admin, isSelf, onClose, onSaved }: EditAdminModalProps) {
  const [form, setForm] = useState<AdminFormValues>({ name: admin.name, email: admin.email, password: '', role: admin.role });
  const [update, { loading, error }] = useMutation(UpdateAdminMutation);
  const text = useMessages(adminAdminsMessages);

  async function submit() {
    const input = changesOf(admin, form);
    if (Object.keys(input).length === 0) return onClose();
    try {
      const { data } = await update({ variables: { id: admin.id, input } });
      if (data) onSaved(data.updateAdmin);
    } catch {
      // The mutation's error is shown in the form.
    }
  }

  return (
    <Modal title={text.editTitle} width={400} onClose={onClose}>
      <AdminForm
        mode="edit"
        values={form}
        onChange={setForm}
        onSubmit={() => void submit()}
        onCancel={onClose}
        busy={loading}
        submitLabel={text.saveChanges}
        busyLabel={text.saving}
        error={error}
        errorPrefix={text.errorUpdating}
        note={
          // The server ends every session of an admin whose role or password changes.
          <p className="admin-form__note">
            {isSelf ? text.selfSignOutNote : text.otherSignOutNote}
          </p>
        }
      />
    </Modal>
  );
}
