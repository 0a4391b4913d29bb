import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CartProvider } from '../features/cart/cart-context';
import { ForgetShopperDataOnSignOut } from '../features/customer-session/forget-shopper-data';
import { CustomerSessionProvider } from '../features/customer-session/session-context';
import { apolloClient } from '../lib/apollo-client';
import { type Language, LanguageProvider } from '../lib/i18n';
import { AppRoutes } from './app-routes';

/** Everything around the routes, the same in the browser and in a server render (each with its own client and router). */
export function AppProviders({ client, language, children }: { client: ApolloClient; language?: Language; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <LanguageProvider initial={language}>
        <CustomerSessionProvider>
          <ForgetShopperDataOnSignOut />
          <CartProvider>{children}</CartProvider>
        </CustomerSessionProvider>
      </LanguageProvider>
    </ApolloProvider>
  );
}

/** `language`: the one a server-rendered page was rendered in (hydration must start from it); the cookie's otherwise. */
export function App({ language }: { language?: Language }) {
  return (
    <AppProviders client={apolloClient} language={language}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
