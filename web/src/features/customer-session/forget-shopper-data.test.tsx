import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../lib/apollo-client';
import { USER_TOKEN_KEY } from '../../lib/browser-storage';
import { ForgetShopperDataOnSignOut } from './forget-shopper-data';
import { CustomerSessionProvider, USER_INFO_KEY, useCustomerSession } from './session-context';

const SOMCHAI = { name: 'Somchai', email: 'somchai@example.com' };
const NOK = { name: 'Nok', email: 'nok@example.com' };

/** A cache holding a shopper's wallet and a catalogue game, as the pages leave it. */
function cacheWithData() {
  const cache = new InMemoryCache({ typePolicies });
  cache.restore({
    'Wallet:{}': { __typename: 'Wallet', balance: '500.00' },
    'Category:1': { __typename: 'Category', id: 1, name: 'Blox Fruits' },
    ROOT_QUERY: { __typename: 'Query', wallet: { __ref: 'Wallet:{}' }, categories: [{ __ref: 'Category:1' }] },
  });
  return cache;
}

function SessionButtons() {
  const { signIn, signOut } = useCustomerSession();
  return (
    <>
      <button type="button" onClick={signOut}>
        sign out
      </button>
      <button type="button" onClick={() => signIn('token-nok', NOK)}>
        sign in as Nok
      </button>
    </>
  );
}

function Shop({ cache }: { cache: InMemoryCache }) {
  return (
    <ApolloProvider client={new ApolloClient({ cache, link: ApolloLink.empty() })}>
      <CustomerSessionProvider>
        <ForgetShopperDataOnSignOut />
        <SessionButtons />
      </CustomerSessionProvider>
    </ApolloProvider>
  );
}

const renderShop = (cache: InMemoryCache) => render(<Shop cache={cache} />);

const cachedKeys = (cache: InMemoryCache) => Object.keys(cache.extract()).sort();
const signedInAs = (token: string, user: typeof SOMCHAI) => {
  window.localStorage.setItem(USER_TOKEN_KEY, token);
  window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
};

afterEach(() => window.localStorage.clear());

describe('the cache after the shopper changes', () => {
  it('keeps the signed-in shopper’s data on load, and forgets everything once they sign out', async () => {
    signedInAs('token-somchai', SOMCHAI);
    const cache = cacheWithData();
    renderShop(cache);
    expect(cachedKeys(cache)).toEqual(['Category:1', 'ROOT_QUERY', 'Wallet:{}']);
    await act(async () => void fireEvent.click(screen.getByText('sign out')));
    expect(cachedKeys(cache)).toEqual([]);
  });

  it('keeps the data of a server-rendered page, which hydrates signed out before it shows the stored shopper', async () => {
    signedInAs('token-somchai', SOMCHAI);
    const cache = cacheWithData();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Shop cache={cache} />);
    const root = await act(async () => hydrateRoot(container, <Shop cache={cache} />));
    expect(cachedKeys(cache)).toEqual(['Category:1', 'ROOT_QUERY', 'Wallet:{}']);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the catalogue when someone signs in from signed out', async () => {
    const cache = cacheWithData();
    renderShop(cache);
    await act(async () => void fireEvent.click(screen.getByText('sign in as Nok')));
    expect(cachedKeys(cache)).toEqual(['Category:1', 'ROOT_QUERY', 'Wallet:{}']);
  });

  it('forgets everything when another tab signs out or signs in another account', async () => {
    for (const change of [null, 'token-nok']) {
      signedInAs('token-somchai', SOMCHAI);
      const cache = cacheWithData();
      renderShop(cache);
      if (change === null) window.localStorage.removeItem(USER_TOKEN_KEY);
      else signedInAs(change, NOK);
      await act(async () => void window.dispatchEvent(new StorageEvent('storage', { key: USER_TOKEN_KEY, newValue: change })));
      expect(cachedKeys(cache), `after ${change ?? 'a sign-out'} in another tab`).toEqual([]);
      cleanup();
    }
  });
});
