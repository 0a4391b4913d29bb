import { ApolloProvider } from '@apollo/client/react';
import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentLanguage, useLanguage } from '../../lib/i18n';
import { createAdminApolloClient } from './admin-apollo-client';
import { adminSession } from './admin-session';
import { createSaveStatus } from './save-status';
import { SaveStatusContext } from './save-status-region';
import { useCurrentAdmin } from './current-admin';
import { DashboardGuard } from './dashboard-guard';
import { DashboardNotFound } from './dashboard-not-found';
import { PlaceholderPage } from './placeholder-page';
import { type DashboardScreen, homeScreenFor } from './screen-access';
import { ScreenGate } from './screen-gate';
import './ui/admin-ui.css';

const LoginPage = lazy(() => import('./login-page'));
const StaffForgotPasswordPage = lazy(() => import('./staff-forgot-password-page'));
const OverviewPage = lazy(() => import('../admin-overview/overview-page'));
const OrderDetailPage = lazy(() => import('../admin-orders/order-detail-page'));

// Each screen is its own chunk; the playground's is the only one carrying GraphiQL.
const SCREEN_PAGES: Partial<Record<DashboardScreen, LazyExoticComponent<ComponentType>>> = {
  overview: OverviewPage,
  orders: lazy(() => import('../admin-orders/orders-page')),
  'payment-review': lazy(() => import('../admin-payment-review/payment-review-page')),
  personal: lazy(() => import('../admin-customers/personal-settings-page')),
  'stock-items': lazy(() => import('../admin-catalogue/stock-items-page')),
  'map-game-category': lazy(() => import('../admin-catalogue/game-categories-page')),
  'manage-roblox-accounts': lazy(() => import('../admin-robux-accounts/robux-accounts-page')),
  'topup-robux-management': lazy(() => import('../admin-catalogue/robux-packages-page')),
  'manage-payments': lazy(() => import('../admin-payments/manage-payments-page')),
  'payment-reports': lazy(() => import('../admin-payments/payment-reports-page')),
  'transaction-history': lazy(() => import('../admin-payments/transaction-history-page')),
  'manage-admins': lazy(() => import('../admin-admins/manage-admins-page')),
  'support-tickets': lazy(() => import('../admin-support/support-tickets-page')),
  'mail-log': lazy(() => import('../admin-mail/mail-log-page')),
  'shop-settings': lazy(() => import('../admin-shop-settings/shop-settings-page')),
  graphql: lazy(() => import('../admin-playground/graphql-playground-page')),
};

/** Screens the spec names without describing them (the last two are sidebar links with no screen at all). */
const PLACEHOLDER_SCREENS: readonly DashboardScreen[] = [
  'use-cases',
  'chat-templates',
  'ai-voices',
  'blogs',
  'subscriptions',
  'marketing',
  'menus',
  'website-setup',
  'media-manager',
  'tools',
  'settings',
  'help-center',
];

const entries = <T,>(record: Partial<Record<DashboardScreen, T>>) => Object.entries(record) as [DashboardScreen, T][];
const gated = (screen: DashboardScreen, page: ReactNode) => <ScreenGate screen={screen}>{page}</ScreenGate>;

/** Everything under /dashboard: its own lazily loaded bundle with its own Apollo client. */
export default function AdminApp() {
  const [saveStatus] = useState(createSaveStatus);
  // A token the server rejects (expired, revoked, deleted admin) signs the admin out; the guard then shows the login.
  const [client] = useState(() => createAdminApolloClient(adminSession.signOut, saveStatus));
  // The storefront's language choice (a cookie, Thai unless changed) is the dashboard's too.
  useDocumentLanguage(useLanguage().language);
  return (
    <SaveStatusContext value={saveStatus}>
      <ApolloProvider client={client}>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="forgot-password" element={<StaffForgotPasswordPage />} />
            <Route element={<DashboardGuard />}>
              <Route index element={<DashboardHome />} />
              {entries(SCREEN_PAGES).map(([screen, Page]) => (
                <Route key={screen} path={screen} element={gated(screen, <Page />)} />
              ))}
              <Route path="orders/:number" element={gated('orders', <OrderDetailPage />)} />
              {PLACEHOLDER_SCREENS.map((screen) => (
                <Route key={screen} path={screen} element={gated(screen, <PlaceholderPage screen={screen} />)} />
              ))}
              <Route path="*" element={<DashboardNotFound />} />
            </Route>
          </Routes>
        </Suspense>
      </ApolloProvider>
    </SaveStatusContext>
  );
}

/** /dashboard itself: the overview, or for an admin who may not see it (an Editor) the stock items. */
function DashboardHome() {
  const home = homeScreenFor(useCurrentAdmin().permissions);
  return home === 'overview' ? <OverviewPage /> : <Navigate to={`/dashboard/${home}`} replace />;
}
