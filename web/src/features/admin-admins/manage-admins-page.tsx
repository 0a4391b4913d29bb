import { AdminPage } from '../admin-shell/ui/admin-page';

// Placeholder until this screen is built.
export default function ManageAdminsPage() {
  return <AdminPage title="Manage Admins" />;
}
