import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { WalletBalanceDocument } from '../../gql/graphql';
import { typePolicies } from '../../lib/apollo-client';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CustomerSessionProvider } from '../customer-session/session-context';
import MyOrdersPage from './my-orders-page';
import OrderPage from './order-page';

/** An order as the API answers it to its buyer: awaiting payment, one item and one Robux line, name not verified. */
export function awaitingOrder(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    number: 'RS-000123',
    status: 'AWAITING_PAYMENT',
    total: '964.43',
    expiresAt: '2026-11-23T17:35:00Z',
    createdAt: '2026-11-23T17:05:00Z',
    open: true,
    cancellable: true,
    robloxUser: { __typename: 'RobloxAccount', id: null, name: 'Builder_Bob', displayName: null, verified: false },
    lines: [
      {
        __typename: 'OrderLine',
        kind: 'ITEM',
        accountPublicId: null,
        name: 'Dragon',
        nameTh: null,
        gameName: 'Blox Fruits',
        rarity: 'Mythical',
        robuxAmount: null,
        unitPrice: '404.43',
        quantity: 1,
        lineTotal: '404.43',
        deliveryMethod: 'IN_GAME_TRADE',
        deliveryInstructions: 'Join our trade server and wait by the dock',
        accountType: null,
        guaranteeDays: null,
        gamepassId: null,
        gamepassPrice: null,
      },
      {
        __typename: 'OrderLine',
        kind: 'ROBUX_PACKAGE',
        accountPublicId: null,
        name: '800 ROBUX',
        nameTh: null,
        gameName: null,
        rarity: null,
        robuxAmount: 800,
        unitPrice: '280.00',
        quantity: 2,
        lineTotal: '560.00',
        deliveryMethod: 'GAMEPASS',
        deliveryInstructions: null,
        accountType: null,
        guaranteeDays: null,
        gamepassId: '123456789',
        gamepassPrice: 2286,
      },
    ],
    accountLogins: [],
    timeline: [{ __typename: 'OrderEvent', fromStatus: null, toStatus: 'AWAITING_PAYMENT', actor: 'customer', note: null, noteCode: null, noteProvider: null, at: '2026-11-23T17:05:00Z' }],
    // Placed before PromptPay payments (paid through support); promptPayOrder() has one.
    payment: null,
    ...overrides,
  };
}

/** An order with its PromptPay payment: the total plus 37 satang, due in `minutesLeft` minutes from now. */
export function promptPayOrder(minutesLeft = 25) {
  const expiresAt = new Date(Date.now() + minutesLeft * 60_000).toISOString();
  return awaitingOrder({
    expiresAt,
    payment: {
      __typename: 'OrderPayment',
      amount: '964.80',
      amountOffset: '0.37',
      receiverName: 'Robux Shop Co.',
      promptpayPayload: '00020101021229370016A0000006770101110113006681234567853037645802TH5406964.806304ABCD',
      expiresAt,
    },
  });
}

export function cancelledOrder() {
  const order = awaitingOrder({ status: 'CANCELLED', open: false, cancellable: false });
  return {
    ...order,
    timeline: [
      ...order.timeline,
      { __typename: 'OrderEvent', fromStatus: 'AWAITING_PAYMENT', toStatus: 'CANCELLED', actor: 'customer', note: null, noteCode: null, noteProvider: null, at: '2026-11-23T17:20:00Z' },
    ],
  };
}

/** The signed-in shopper's wallet balance, as the order page and top bar ask for it. */
export const walletBalanceMock = (balance: string, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: WalletBalanceDocument },
  result: { data: { myWallet: { __typename: 'Wallet', balance } } },
  maxUsageCount,
});

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

function renderWithApi(mocks: MockLink.MockedResponse[], path: string, routes: ReactNode, { signedIn = true, language = 'th' as Language } = {}) {
  if (signedIn) {
    window.localStorage.setItem('userToken', 'token-123');
    window.localStorage.setItem('userInfo', JSON.stringify({ name: 'Somchai', email: 'somchai@example.com' }));
  }
  const sent: SentOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables, authorization: operation.getContext().headers?.authorization });
    return forward(operation);
  });
  const client = new ApolloClient({ link: ApolloLink.from([recorder, new MockLink(mocks)]), cache: new InMemoryCache({ typePolicies }) });
  const user = userEvent.setup();
  render(
    <ApolloProvider client={client}>
      <LanguageProvider initial={language}>
        <CustomerSessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>{routes}</Routes>
          </MemoryRouter>
        </CustomerSessionProvider>
      </LanguageProvider>
    </ApolloProvider>,
  );
  return { user, sent };
}

/**
 * The order page at /orders/<number>. Its wallet balance is `walletBalance` (an empty wallet unless told) for as
 * long as `mocks` give no other: a test that needs the balance to change lists its own answers there.
 */
export function renderOrderPage(
  mocks: MockLink.MockedResponse[],
  { walletBalance = '0.00', ...options }: { signedIn?: boolean; language?: Language; walletBalance?: string } = {},
  number = 'RS-000123',
) {
  const routes = <Route path="/orders/:number" element={<OrderPage />} />;
  return renderWithApi([...mocks, walletBalanceMock(walletBalance, Number.POSITIVE_INFINITY)], `/orders/${number}`, routes, options);
}

export function renderMyOrdersPage(mocks: MockLink.MockedResponse[], path = '/orders', options?: { signedIn?: boolean; language?: Language }) {
  return renderWithApi(mocks, path, <Route path="/orders" element={<MyOrdersPage />} />, options);
}
