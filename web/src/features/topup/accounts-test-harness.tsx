import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import { typePolicies } from '../../lib/apollo-client';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { fromSatang, toSatang } from '../../lib/money';
import { CartProvider, useCart } from '../cart/cart-context';
import { CartToast } from '../cart/cart-toast';
import { AccountsTable } from './accounts-table';

export interface FakeAccount {
  id: string;
  robux: number;
  rate: string;
  price: string;
  accountType: string;
  guaranteeDays: number;
  notes: string | null;
}

/** The dev shop's 41 demo listings in shape: 8 rates (88 to 130), counts 6,5,7,4,6,5,4,4, rates mixed through the ids. */
export function demoAccounts(): FakeAccount[] {
  const perRate: [number, number][] = [[88, 6], [95, 5], [100, 7], [105, 4], [110, 6], [120, 5], [125, 4], [130, 4]];
  const rates = perRate.flatMap(([rate, count]) => Array<number>(count).fill(rate));
  return rates.map((_, index) => {
    const rate = rates[(index * 17) % rates.length]!;
    const robux = 1000 + ((index * 7) % 20) * 500;
    return {
      id: `RBX-${10_001 + index}`,
      robux,
      rate: `${rate}.00`,
      price: fromSatang((robux * rate) / 10),
      accountType: index % 2 ? 'Email verified' : 'Unverified',
      guaranteeDays: 3,
      notes: index === 0 ? 'Has a Dominus' : null,
    };
  });
}

const ORDER: Record<string, (a: FakeAccount, b: FakeAccount) => number> = {
  RATE_ASC: (a, b) => toSatang(a.rate) - toSatang(b.rate) || toSatang(a.price) - toSatang(b.price) || a.id.localeCompare(b.id),
  RATE_DESC: (a, b) => toSatang(b.rate) - toSatang(a.rate) || toSatang(b.price) - toSatang(a.price) || a.id.localeCompare(b.id),
  PRICE_ASC: (a, b) => toSatang(a.price) - toSatang(b.price) || a.id.localeCompare(b.id),
  PRICE_DESC: (a, b) => toSatang(b.price) - toSatang(a.price) || a.id.localeCompare(b.id),
};

/** The listings a filter shows, in its order: what the fake API answers and what a test expects. */
export function filtered(accounts: FakeAccount[], rate?: string, sort = 'RATE_ASC'): FakeAccount[] {
  return accounts.filter((account) => rate === undefined || account.rate === rate).sort(ORDER[sort]);
}

const withTypename = (account: FakeAccount) => ({ __typename: 'RobuxAccount', ...account });

interface Sent {
  name: string;
  variables: Record<string, unknown>;
}

interface FakeApi {
  accounts: FakeAccount[];
  /** Operations answered with this GraphQL error code instead. */
  failing?: Partial<Record<string, string>>;
}

/** The shop's robuxAccounts and robuxAccount over an in-memory list, answering as the real resolvers do. */
function fakeApiLink(api: FakeApi, sent: Sent[]) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        const variables = operation.variables as { rate?: string | null; sort?: string; page?: { offset: number; limit: number }; id?: string };
        sent.push({ name, variables });
        const code = api.failing?.[name];
        // Answered a moment later, as a server would; an unsubscribe before then cancels the answer.
        const answer = (result: object) => {
          const timer = setTimeout(() => {
            observer.next(result);
            observer.complete();
          }, 5);
          return () => clearTimeout(timer);
        };
        if (code) return answer({ errors: [{ message: `${name} failed`, extensions: { code } }] });
        if (name === 'RobuxAccountDetail') {
          const found = api.accounts.find((account) => account.id === variables.id);
          return answer(found ? { data: { robuxAccount: withTypename(found) } } : { errors: [{ message: 'not for sale', extensions: { code: 'NOT_FOUND' } }] });
        }
        const rows = filtered(api.accounts, variables.rate ?? undefined, variables.sort);
        const { offset = 0, limit = 10 } = variables.page ?? {};
        const counts = new Map<string, number>();
        for (const account of api.accounts) counts.set(account.rate, (counts.get(account.rate) ?? 0) + 1);
        const rateCounts = [...counts].sort(([a], [b]) => toSatang(a) - toSatang(b)).map(([rate, count]) => ({ __typename: 'RateCount', rate, count }));
        return answer({
          data: {
            robuxAccounts: {
              __typename: 'RobuxAccountPage',
              total: rows.length,
              offset,
              limit,
              allCount: api.accounts.length,
              rateCounts,
              items: rows.slice(offset, offset + limit).map(withTypename),
            },
          },
        });
      }),
  );
}

/** Where the router is, with a Back button, so a test can read and rewind the URL the table writes. */
function Address() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

function CartContents() {
  const { lines } = useCart();
  return <output aria-label="cart">{lines.map((line) => `${line.kind}:${line.id}:${line.name}:${line.unitPrice}x${line.quantity}`).join(' | ')}</output>;
}

/** The accounts table at `path` over a fake API, with the real cart and its toast; the clipboard is userEvent's stub, spied. */
export function renderAccountsTable({ path = '/topuprobux', language = 'th' as Language, api = { accounts: demoAccounts() } as FakeApi } = {}) {
  const user = userEvent.setup();
  // userEvent installs its own clipboard stub; spy on it after set-up so the spy is what the table calls.
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  const sent: Sent[] = [];
  const client = new ApolloClient({ link: fakeApiLink(api, sent), cache: new InMemoryCache({ typePolicies }) });
  render(
    <ApolloProvider client={client}>
      <LanguageProvider initial={language}>
        <CartProvider>
          <MemoryRouter initialEntries={[path]}>
            <AccountsTable />
            <Address />
            <CartContents />
            <CartToast />
          </MemoryRouter>
        </CartProvider>
      </LanguageProvider>
    </ApolloProvider>,
  );
  return { user, writeText, sent, api };
}
