import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { createAdminApolloClient } from './admin-apollo-client';
import './ui/admin-ui.css';

// Minimal route table; the dashboard shell (login, guard, sidebar) replaces it.
const OverviewPage = lazy(() => import('../admin-overview/overview-page'));
const PersonalSettingsPage = lazy(() => import('../admin-customers/personal-settings-page'));
const StockItemsPage = lazy(() => import('../admin-catalogue/stock-items-page'));
const GameCategoriesPage = lazy(() => import('../admin-catalogue/game-categories-page'));
const RobuxPackagesPage = lazy(() => import('../admin-catalogue/robux-packages-page'));
const ManagePaymentsPage = lazy(() => import('../admin-payments/manage-payments-page'));
const PaymentReportsPage = lazy(() => import('../admin-payments/payment-reports-page'));
const TransactionHistoryPage = lazy(() => import('../admin-payments/transaction-history-page'));
const ManageAdminsPage = lazy(() => import('../admin-admins/manage-admins-page'));
const GraphQLPlaygroundPage = lazy(() => import('../admin-playground/graphql-playground-page'));

/** Everything under /dashboard: its own lazily loaded bundle with its own Apollo client. */
export default function AdminApp() {
  const [client] = useState(createAdminApolloClient);
  return (
    <ApolloProvider client={client}>
      <Suspense fallback={<PageSpinner />}>
        <main className="admin-main">
          <Routes>
            <Route index element={<OverviewPage />} />
            <Route path="overview" element={<OverviewPage />} />
            <Route path="personal" element={<PersonalSettingsPage />} />
            <Route path="stock-items" element={<StockItemsPage />} />
            <Route path="map-game-category" element={<GameCategoriesPage />} />
            <Route path="topup-robux-management" element={<RobuxPackagesPage />} />
            <Route path="manage-payments" element={<ManagePaymentsPage />} />
            <Route path="payment-reports" element={<PaymentReportsPage />} />
            <Route path="transaction-history" element={<TransactionHistoryPage />} />
            <Route path="manage-admins" element={<ManageAdminsPage />} />
            <Route path="graphql" element={<GraphQLPlaygroundPage />} />
          </Routes>
        </main>
      </Suspense>
    </ApolloProvider>
  );
}
