import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MyTopupDocument, MyWalletDocument } from '../../gql/graphql';
import { typePolicies } from '../../lib/apollo-client';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CustomerSessionProvider } from '../customer-session/session-context';
import WalletPage, { WALLET_PAGE_SIZE } from './wallet-page';

type Entry = { amount: string; balanceAfter: string; kind: string; ref: string; reason?: string | null; at: string };

/** The wallet as the API answers it: balance, total credited, and one page of movements (newest first). */
export function walletMock(wallet: { balance: string; totalCredited: string; total?: number; entries?: Entry[] }, { offset = 0, maxUsageCount = 1 } = {}): MockLink.MockedResponse {
  const entries = (wallet.entries ?? []).map((entry) => ({ __typename: 'WalletEntry', reason: null, ...entry }));
  return {
    request: { query: MyWalletDocument, variables: { page: { offset, limit: WALLET_PAGE_SIZE } } },
    result: {
      data: {
        myWallet: { __typename: 'Wallet', balance: wallet.balance, totalCredited: wallet.totalCredited, topupMin: 50, topupMax: 50_000, total: wallet.total ?? entries.length, offset, limit: WALLET_PAGE_SIZE, entries },
      },
    },
    maxUsageCount,
  };
}

/** Top-up 12 of ฿500, to pay ฿500.37 within `minutesLeft` minutes; `overrides` set its status or note. */
export function topup(overrides: Record<string, unknown> = {}, minutesLeft = 25) {
  return {
    __typename: 'Topup',
    id: 12,
    amount: '500.00',
    status: 'AWAITING_PAYMENT',
    note: null,
    noteCode: null,
    noteProvider: null,
    createdAt: '2026-11-23T17:05:00Z',
    payment: {
      __typename: 'OrderPayment',
      amount: '500.37',
      amountOffset: '0.37',
      receiverName: 'Robux Shop Co.',
      promptpayPayload: '00020101021229370016A0000006770101110113006681234567853037645802TH5406500.376304ABCD',
      expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    },
    ...overrides,
  };
}

export const topupMock = (answer: object, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: MyTopupDocument, variables: { id: 12 } },
  result: { data: { myTopup: answer } },
  maxUsageCount,
});

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

/** Where the page has taken the browser (path and query), for tests of the address. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

export function renderWalletPage(mocks: MockLink.MockedResponse[], { path = '/wallet', signedIn = true, language = 'th' as Language } = {}) {
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
            <Routes>
              <Route
                path="/wallet"
                element={
                  <>
                    <WalletPage />
                    <Address />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </CustomerSessionProvider>
      </LanguageProvider>
    </ApolloProvider>,
  );
  return { user, sent };
}
