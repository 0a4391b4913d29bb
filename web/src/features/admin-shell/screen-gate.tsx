import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentAdmin } from './current-admin';
import { canUseScreen, type DashboardScreen, homeScreenFor, ROLE_LABELS } from './screen-access';
import { AdminPage } from './ui/admin-page';

/**
 * Shows a screen only to admins whose permissions (from `me`) cover it; anyone else is told so, and the
 * screen (with its queries) is never rendered.
 */
export function ScreenGate({ screen, children }: { screen: DashboardScreen; children: ReactNode }) {
  const { role, permissions } = useCurrentAdmin();
  if (canUseScreen(permissions, screen)) return children;
  return (
    <AdminPage title="Not available for your role">
      <div className="admin-card admin-notice" role="alert">
        <p>Your role ({ROLE_LABELS[role]}) cannot use this screen. A Super Admin can change your role if you need it.</p>
        <Link to={`/dashboard/${homeScreenFor(permissions)}`}>Go to your dashboard</Link>
      </div>
    </AdminPage>
  );
}
