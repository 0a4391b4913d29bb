import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';
import { isUnauthenticated } from './admin-apollo-client';
import { AdminLayout } from './admin-layout';
import { adminSession, useAdminToken } from './admin-session';
import { CurrentAdminProvider } from './current-admin';
import { ErrorText } from './ui/error-text';
import './login-page.css';

const DashboardMeQuery = graphql(`
  query DashboardMe {
    me {
      id
      name
      email
      role
      permissions
    }
  }
`);

/** Every /dashboard/* page but the login: signed-out visitors go to the login page, signed-in staff get the shell. */
export function DashboardGuard() {
  const token = useAdminToken();
  if (!token) return <Navigate to="/dashboard/login" replace />;
  return <SignedInDashboard />;
}

/** The stored token is only a key: who the admin is and what they may use comes from the server (`me`). */
function SignedInDashboard() {
  const { data, error, refetch } = useQuery(DashboardMeQuery, { fetchPolicy: 'network-only' });
  const me = data?.me;
  const text = useMessages(adminShellMessages);

  useEffect(() => {
    if (me) adminSession.remember({ id: me.id, name: me.name, email: me.email, role: me.role });
  }, [me]);

  if (me) {
    return (
      <CurrentAdminProvider value={me}>
        <AdminLayout />
      </CurrentAdminProvider>
    );
  }
  // A rejected token signs out through the Apollo error link; the guard then redirects.
  if (error && !isUnauthenticated(error)) {
    return (
      <main className="admin-login">
        <div className="admin-login__card">
          <h1 className="admin-login__title">{text.dashboardUnavailable}</h1>
          <ErrorText error={error} prefix={text.couldNotLoadAccount} />
          <button type="button" className="button" onClick={() => void refetch()}>
            {text.tryAgain}
          </button>
          <button type="button" className="button button--ghost" onClick={adminSession.signOut}>
            {text.logout}
          </button>
        </div>
      </main>
    );
  }
  return <PageSpinner label={text.loadingDashboard} />;
}
