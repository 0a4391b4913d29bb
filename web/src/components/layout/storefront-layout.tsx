import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../../app/server-render-context';
import { CartDrawer } from '../../features/cart/cart-drawer';
import { CartToast } from '../../features/cart/cart-toast';
import { useCustomerSession } from '../../features/customer-session/session-context';
import { ShopStatusNotice } from '../../features/shop-status/shop-status-notice';
import { SupportChatWidget } from '../../features/support-chat/support-chat-widget';
import { useDocumentLanguage, useLanguage, useMessages } from '../../lib/i18n';
import { layoutMessages } from './layout-messages';
import { showsSideNav, SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import './storefront-layout.css';

// Its own chunk, fetched the first time someone presses Get Started (it may also pull in Google's sign-in code).
const SignInModal = lazy(() => import('../../features/customer-session/sign-in-modal'));

/** The frame around every customer page: top bar, side navigation, the page, footer, cart drawer and toast, and support chat. */
export function StorefrontLayout() {
  const { pathname, search, hash } = useLocation();
  const origin = useSiteOrigin();
  const { isSignInOpen } = useCustomerSession();
  const text = useMessages(layoutMessages);
  const withSideNav = showsSideNav(pathname);
  useDocumentLanguage(useLanguage().language);

  // A new page starts at its top unless a #section was asked for (the page scrolls to it); query
  // changes such as the store's filters keep the scroll position.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <div className={withSideNav ? 'storefront storefront--with-nav' : 'storefront'}>
      {/* Hoisted into <head> by React; in the server's HTML too. */}
      <link rel="canonical" href={`${origin}${pathname}${search}`} />
      <a className="storefront__skip-link" href="#content">
        {text.skipToContent}
      </a>
      <TopBar />
      {withSideNav && <SideNav />}
      <div className="storefront__body">
        <main id="content" className="storefront__main" tabIndex={-1}>
          <ShopStatusNotice />
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <CartDrawer />
      <CartToast />
      <SupportChatWidget />
      {isSignInOpen && (
        <Suspense fallback={null}>
          <SignInModal />
        </Suspense>
      )}
    </div>
  );
}
