import { Link, useLocation } from 'react-router-dom';
import { AdminPage } from './ui/admin-page';

/** An unknown /dashboard/… address. */
export function DashboardNotFound() {
  const { pathname } = useLocation();
  return (
    <AdminPage title="Page not found">
      <div className="admin-card admin-notice">
        <p>
          There is no dashboard screen at <code>{pathname}</code>.
        </p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </div>
    </AdminPage>
  );
}
