import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CartProvider } from '../features/cart/cart-context';
import { CustomerSessionProvider } from '../features/customer-session/session-context';
import { LanguageProvider } from '../lib/i18n';

/**
 * Renders with the app's real language, session and cart state (read from localStorage) and a router at `path`;
 * with `client`, components that ask the API get it.
 */
export function renderInStorefront(ui: ReactNode, { path = '/', client }: { path?: string; client?: ApolloClient } = {}) {
  const tree = (
    <LanguageProvider>
      <CustomerSessionProvider>
        <CartProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </CartProvider>
      </CustomerSessionProvider>
    </LanguageProvider>
  );
  return render(client ? <ApolloProvider client={client}>{tree}</ApolloProvider> : tree);
}
