import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StorefrontLayout } from '../components/layout/storefront-layout';
import { PageSpinner } from '../components/page-spinner';
import { prefetchStoreData } from '../features/store/store-data-prefetch';
import { apolloClient } from '../lib/apollo-client';
import { routePage } from './route-pages';

const HomePage = routePage('home/home-page');
// The store's data starts loading with its code, in the browser (a server render asks for it while rendering).
const StorePage = routePage('store/store-page', () => {
  if (!import.meta.env.SSR) void prefetchStoreData(apolloClient, window.location.search);
});
const ItemPage = routePage('item-page/item-page');
const TopUpPage = routePage('topup/topup-page');
const SupportPage = routePage('info-pages/support-page');
const TutorialPage = routePage('info-pages/tutorial-page');
const NotFoundPage = routePage('info-pages/not-found-page');
const CheckoutPage = routePage('checkout/checkout-page');
const MyOrdersPage = routePage('orders/my-orders-page');
const OrderPage = routePage('orders/order-page');
const WalletPage = routePage('wallet/wallet-page');
const ResetPasswordPage = routePage('password-reset/reset-password-page');
const EmailSettingsPage = routePage('account/email-settings-page');
const ConfirmEmailPage = routePage('email-confirmation/confirm-email-page');
// The back-office is a separate bundle, never rendered on the server: shoppers never download it.
const AdminApp = lazy(() => import('../features/admin-shell/admin-app'));

/**
 * The dashboard and the pages of one signed-in shopper: the server never renders these (what it renders is the
 * same for everyone); the browser does. Every other page, "not found" included, comes rendered.
 */
export const BROWSER_ONLY_PAGES = ['/dashboard/*', '/checkout', '/orders/*', '/wallet', '/account/*', '/confirm-email', '/reset-password'];

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="dashboard/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<StorefrontLayout />}>
        <Route index element={<HomePage />} />
        <Route path="store" element={<StorePage />} />
        <Route path="items/:id" element={<ItemPage />} />
        <Route path="topuprobux" element={<TopUpPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="tutorial" element={<TutorialPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="orders" element={<MyOrdersPage />} />
        <Route path="orders/:number" element={<OrderPage />} />
        <Route path="wallet" element={<WalletPage />} />
        <Route path="account/email" element={<EmailSettingsPage />} />
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
