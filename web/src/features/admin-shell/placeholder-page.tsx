import { AdminPage } from './ui/admin-page';

/** A screen the spec names but does not describe yet: its title and a note that it is on its way. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <p className="admin-card admin-notice">This screen is coming soon.</p>
    </AdminPage>
  );
}
