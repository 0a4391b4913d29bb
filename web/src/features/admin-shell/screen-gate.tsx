import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fill, useMessages } from '../../lib/i18n';
import { adminShellMessages, roleMessages } from './admin-shell-messages';
import { useCurrentAdmin } from './current-admin';
import { canUseScreen, type DashboardScreen, homeScreenFor } from './screen-access';
import { AdminPage } from './ui/admin-page';

/**
 * Shows a screen only to admins whose permissions (from `me`) cover it; anyone else is told so, and the
 * screen (with its queries) is never rendered.
 */
export function ScreenGate({ screen, children }: { screen: DashboardScreen; children: ReactNode }) {
  const { role, permissions } = useCurrentAdmin();
  const text = useMessages(adminShellMessages);
  const roles = useMessages(roleMessages);
  if (canUseScreen(permissions, screen)) return children;
  return (
    <AdminPage title={text.notForYourRole}>
      <div className="admin-card admin-notice" role="alert">
        <p>{fill(text.roleCannotUse, { role: roles[role] })}</p>
        <Link to={`/dashboard/${homeScreenFor(permissions)}`}>{text.goToYourDashboard}</Link>
      </div>
    </AdminPage>
  );
}
