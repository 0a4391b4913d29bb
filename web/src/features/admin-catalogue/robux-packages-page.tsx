import { AdminPage } from '../admin-shell/ui/admin-page';

// Placeholder until this screen is built.
export default function RobuxPackagesPage() {
  return <AdminPage title="Manage Top Up Robux" />;
}
