import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { Modal } from '../admin-shell/ui/modal';
import { adminAdminsMessages } from './admin-admins-messages';
import { AdminForm, type AdminFormValues } from './admin-form';
import { RegisterAdminMutation } from './admin-operations';

const EMPTY_FORM: AdminFormValues = { name: '', email: '', password: '', role: 'ADMIN' };

/**
 * 'Add New Admin' (400 px wide). The form lives only while the modal is open, so after a success (or Cancel)
 * the next opening starts empty with the role back at Admin.
 */
export function AddAdminModal({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const [form, setForm] = useState(EMPTY_FORM);
  const [register, { loading, error }] = useMutation(RegisterAdminMutation);
  const text = useMessages(adminAdminsMessages);

  async function submit() {
    try {
      await register({ variables: { input: { name: form.name.trim(), email: form.email.trim(), password: form.password, role: form.role } } });
    } catch {
      return; // The mutation's error is shown in the form.
    }
    onAdded();
  }

  return (
    <Modal title={text.addTitle} width={400} onClose={onClose}>
      <AdminForm
        mode="add"
        values={form}
        onChange={setForm}
        onSubmit={() => void submit()}
        onCancel={onClose}
        busy={loading}
        submitLabel={text.addSubmit}
        busyLabel={text.adding}
        error={error}
        errorPrefix={text.errorAdding}
      />
    </Modal>
  );
}
