import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CartProvider } from '../features/cart/cart-context';
import { CustomerSessionProvider } from '../features/customer-session/session-context';
import { LanguageProvider } from '../lib/i18n';

/** Renders with the app's real language, session and cart state (read from localStorage) and a router at `path`. */
export function renderInStorefront(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return render(
    <LanguageProvider>
      <CustomerSessionProvider>
        <CartProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </CartProvider>
      </CustomerSessionProvider>
    </LanguageProvider>,
  );
}
