import { Link, useLocation } from 'react-router-dom';
import { useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';
import { AdminPage } from './ui/admin-page';

/** An unknown /dashboard/… address. */
export function DashboardNotFound() {
  const { pathname } = useLocation();
  const text = useMessages(adminShellMessages);
  return (
    <AdminPage title={text.notFoundTitle}>
      <div className="admin-card admin-notice">
        <p>
          {text.notFoundText} <code>{pathname}</code>
        </p>
        <Link to="/dashboard">{text.backToDashboard}</Link>
      </div>
    </AdminPage>
  );
}
