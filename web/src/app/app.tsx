import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { CartProvider } from '../features/cart/cart-context';
import { CustomerSessionProvider } from '../features/customer-session/session-context';
import { apolloClient } from '../lib/apollo-client';
import { LanguageProvider } from '../lib/i18n';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <LanguageProvider>
        <CustomerSessionProvider>
          <CartProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </CartProvider>
        </CustomerSessionProvider>
      </LanguageProvider>
    </ApolloProvider>
  );
}
