import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CheckoutPreviewDocument, CheckRobloxUsernameDocument, PlaceOrderDocument } from '../../gql/graphql';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CartProvider } from '../cart/cart-context';
import type { CartLine } from '../cart/cart-model';
import { CustomerSessionProvider, useCustomerSession } from '../customer-session/session-context';
import CheckoutPage from './checkout-page';
import { cartLineInput } from '../cart/cart-availability';

export const dragon: CartLine = { kind: 'item', id: 3, name: 'Dragon', unitPrice: '404.43', imageUrl: '/images/items/dragon.svg', quantity: 1 };
export const robux800: CartLine = { kind: 'robux', id: 1, name: '800 ROBUX', unitPrice: '280.00', imageUrl: '/images/robux/robux-800.svg', quantity: 2 };

export const account: CartLine = { kind: 'account', id: 'RBX-10007', name: 'Robux account RBX-10007 (5,000 ROBUX)', unitPrice: '475.00', imageUrl: '/images/robux/robux-1700.svg', quantity: 1 };

export const accountPreview = (overrides: object = {}) => ({
  __typename: 'PreviewLine',
  kind: 'ROBUX_ACCOUNT',
  itemId: null,
  packageId: null,
  accountId: 'RBX-10007',
  status: 'OK',
  name: 'Robux account RBX-10007 (5,000 ROBUX)',
  nameTh: null,
  gameName: null,
  rarity: null,
  robuxAmount: 5000,
  unitPrice: '475.00',
  quantity: 1,
  available: 1,
  lineTotal: '475.00',
  deliveryMethod: 'ACCOUNT_LOGIN',
  deliveryInstructions: null,
  accountType: 'Email verified',
  guaranteeDays: 3,
  gamepassPrice: null,
  problem: null,
  ...overrides,
});

export const itemPreview = (overrides: object = {}) => ({
  __typename: 'PreviewLine',
  kind: 'ITEM',
  itemId: 3,
  packageId: null,
  accountId: null,
  status: 'OK',
  name: 'Dragon',
  nameTh: null,
  gameName: 'Blox Fruits',
  rarity: 'Mythical',
  robuxAmount: null,
  unitPrice: '404.43',
  quantity: 1,
  available: 10,
  lineTotal: '404.43',
  deliveryMethod: 'IN_GAME_TRADE',
  deliveryInstructions: 'Join our trade server and wait by the dock',
  accountType: null,
  guaranteeDays: null,
  gamepassPrice: null,
  problem: null,
  ...overrides,
});

export const robuxPreview = (overrides: object = {}) => ({
  __typename: 'PreviewLine',
  kind: 'ROBUX_PACKAGE',
  itemId: null,
  packageId: 1,
  accountId: null,
  status: 'OK',
  name: '800 ROBUX',
  nameTh: null,
  gameName: null,
  rarity: null,
  robuxAmount: 800,
  unitPrice: '280.00',
  quantity: 2,
  available: null,
  lineTotal: '560.00',
  deliveryMethod: 'GAMEPASS',
  deliveryInstructions: null,
  accountType: null,
  guaranteeDays: null,
  gamepassPrice: 2286,
  problem: null,
  ...overrides,
});

/** The server's preview of exactly `cart` (as the page sends it). */
export function previewMock(cart: CartLine[], lines: object[], total: string, orderable = true): MockLink.MockedResponse {
  return {
    request: { query: CheckoutPreviewDocument, variables: { lines: cart.map((line) => cartLineInput(line)) } },
    result: { data: { checkoutPreview: { __typename: 'CheckoutPreview', total, orderable, needsRobloxUsername: cart.some((line) => line.kind !== 'account'), lines } } },
  };
}

export function usernameMock(username: string, status: 'FOUND' | 'NOT_FOUND' | 'UNAVAILABLE', user?: { id: string; name: string; displayName: string }): MockLink.MockedResponse {
  return {
    request: { query: CheckRobloxUsernameDocument, variables: { username } },
    result: { data: { checkRobloxUsername: { __typename: 'UsernameCheck', status, user: user ? { __typename: 'RobloxAccount', ...user } : null } } },
  };
}

export const placedMock = (number: string): MockLink.MockedResponse => ({
  request: { query: PlaceOrderDocument, variables: () => true },
  result: { data: { placeOrder: { __typename: 'OrderPlacement', created: true, order: { __typename: 'Order', number } } } },
});

export const refusedMock = (code: string, message: string, fields?: { field: string; message: string; reason?: string }[]): MockLink.MockedResponse => ({
  request: { query: PlaceOrderDocument, variables: () => true },
  result: { errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] },
});

export const offlineMock = (): MockLink.MockedResponse => ({
  request: { query: PlaceOrderDocument, variables: () => true },
  error: new Error('Failed to fetch'),
});

/** What every operation carried: its name, variables and bearer token. */
export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

function Elsewhere() {
  const { pathname } = useLocation();
  const { isSignInOpen, returnAfterSignIn } = useCustomerSession();
  return <p aria-label="elsewhere">{`${pathname} sign-in:${isSignInOpen ? 'open' : 'closed'} then:${returnAfterSignIn ?? '-'}`}</p>;
}

function SignInState() {
  const { isSignInOpen, returnAfterSignIn } = useCustomerSession();
  return <p aria-label="sign-in state">{`${isSignInOpen ? 'open' : 'closed'} then:${returnAfterSignIn ?? '-'}`}</p>;
}

/** /checkout with the real cart and session (from localStorage), the given mocked API, and a stand-in order page. */
export function renderCheckout(mocks: MockLink.MockedResponse[], { cart = [dragon, robux800], signedIn = true, language = 'th' as Language } = {}) {
  window.localStorage.setItem('cart', JSON.stringify(cart));
  if (signedIn) {
    window.localStorage.setItem('userToken', 'token-123');
    window.localStorage.setItem('userInfo', JSON.stringify({ name: 'Somchai', email: 'somchai@example.com' }));
  }
  const sent: SentOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables, authorization: operation.getContext().headers?.authorization });
    return forward(operation);
  });
  const client = new ApolloClient({ link: ApolloLink.from([recorder, new MockLink(mocks)]), cache: new InMemoryCache() });
  const user = userEvent.setup();
  const view = render(
    <ApolloProvider client={client}>
      <LanguageProvider initial={language}>
        <CustomerSessionProvider>
          <CartProvider>
            <MemoryRouter initialEntries={['/checkout']}>
              <Routes>
                <Route
                  path="/checkout"
                  element={
                    <>
                      <CheckoutPage />
                      <SignInState />
                    </>
                  }
                />
                <Route path="*" element={<Elsewhere />} />
              </Routes>
            </MemoryRouter>
          </CartProvider>
        </CustomerSessionProvider>
      </LanguageProvider>
    </ApolloProvider>,
  );
  return { user, view, sent, placed: () => sent.filter((operation) => operation.name === 'PlaceOrder') };
}

export const savedCart = (): CartLine[] => JSON.parse(window.localStorage.getItem('cart') ?? '[]');
