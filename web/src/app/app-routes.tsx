import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StorefrontLayout } from '../components/layout/storefront-layout';
import { PageSpinner } from '../components/page-spinner';
import { prefetchStoreData } from '../features/store/store-data-prefetch';
import { apolloClient } from '../lib/apollo-client';

// Each page is its own chunk: a visitor to / downloads neither the store nor the top-up code.
const HomePage = lazy(() => import('../features/home/home-page'));
// The store's data starts loading with its code (the first visit only: later ones find both cached).
const StorePage = lazy(() => {
  void prefetchStoreData(apolloClient, window.location.search);
  return import('../features/store/store-page');
});
const ItemPage = lazy(() => import('../features/item-page/item-page'));
const TopUpPage = lazy(() => import('../features/topup/topup-page'));
const SupportPage = lazy(() => import('../features/info-pages/support-page'));
const TutorialPage = lazy(() => import('../features/info-pages/tutorial-page'));
const NotFoundPage = lazy(() => import('../features/info-pages/not-found-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const MyOrdersPage = lazy(() => import('../features/orders/my-orders-page'));
const OrderPage = lazy(() => import('../features/orders/order-page'));
const WalletPage = lazy(() => import('../features/wallet/wallet-page'));
const ResetPasswordPage = lazy(() => import('../features/password-reset/reset-password-page'));
const EmailSettingsPage = lazy(() => import('../features/account/email-settings-page'));
const ConfirmEmailPage = lazy(() => import('../features/email-confirmation/confirm-email-page'));
// The back-office is a separate bundle: shoppers never download it.
const AdminApp = lazy(() => import('../features/admin-shell/admin-app'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="dashboard/*" element={<Page element={<AdminApp />} />} />
      <Route element={<StorefrontLayout />}>
        <Route index element={<Page element={<HomePage />} />} />
        <Route path="store" element={<Page element={<StorePage />} />} />
        <Route path="items/:id" element={<Page element={<ItemPage />} />} />
        <Route path="topuprobux" element={<Page element={<TopUpPage />} />} />
        <Route path="support" element={<Page element={<SupportPage />} />} />
        <Route path="tutorial" element={<Page element={<TutorialPage />} />} />
        <Route path="checkout" element={<Page element={<CheckoutPage />} />} />
        <Route path="orders" element={<Page element={<MyOrdersPage />} />} />
        <Route path="orders/:number" element={<Page element={<OrderPage />} />} />
        <Route path="wallet" element={<Page element={<WalletPage />} />} />
        <Route path="account/email" element={<Page element={<EmailSettingsPage />} />} />
        <Route path="confirm-email" element={<Page element={<ConfirmEmailPage />} />} />
        <Route path="reset-password" element={<Page element={<ResetPasswordPage />} />} />
        <Route path="*" element={<Page element={<NotFoundPage />} />} />
      </Route>
    </Routes>
  );
}

function Page({ element }: { element: React.ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}
