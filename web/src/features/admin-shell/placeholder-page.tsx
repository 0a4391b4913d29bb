import { useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';
import type { DashboardScreen } from './screen-access';
import { screenMessages } from './sidebar-links';
import { AdminPage } from './ui/admin-page';

/** A sidebar screen with nothing to do yet: its name and a note that it is on its way. */
export function PlaceholderPage({ screen }: { screen: DashboardScreen }) {
  const text = useMessages(adminShellMessages);
  return (
    <AdminPage title={useMessages(screenMessages)[screen]}>
      <p className="admin-card admin-notice">{text.comingSoon}</p>
    </AdminPage>
  );
}
